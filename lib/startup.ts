import { parseEnv } from "@/lib/env";
import { checkListeningScope, confirmLocalOnly } from "@/lib/security/local-only";

export const MIN_AUTH_SECRET_LENGTH = 32;

export function assertStartupEnv(source: Record<string, string | undefined> = process.env): void {
  const e = parseEnv(source);
  if (e.NODE_ENV !== "production") return;
  const secret = e.AUTH_SECRET ?? "";
  if (secret.length < MIN_AUTH_SECRET_LENGTH) {
    throw new Error(
      `Invalid environment configuration:\n  - AUTH_SECRET: ${secret ? `is ${secret.length} characters; at least ${MIN_AUTH_SECRET_LENGTH} are required` : "is required"} in production (make one with \`openssl rand -base64 32\`).`,
    );
  }
}

// Next only logs an error thrown from register(), so a refused configuration exits the process here.
export function refuseToStart(err: unknown, exit: (code: number) => never = process.exit): never {
  const message = err instanceof Error ? err.message : String(err);
  console.error(`[startup] The server refused to start.\n${message}`);
  return exit(1);
}

export async function guardLocalOnlyFeatures(
  source: Record<string, string | undefined> = process.env,
  exit: (code: number) => never = process.exit,
): Promise<void> {
  const e = parseEnv(source);
  if (e.NODE_ENV !== "production" || !(e.AUTH_DEV_LOGIN || e.E2E_TEST_HOOKS)) return;
  const verdict = await checkListeningScope(() => Number(source.PORT ?? 3000));
  if (verdict.kind === "loopback-only") {
    confirmLocalOnly();
    return;
  }
  if (verdict.kind === "on-the-network") {
    refuseToStart(
      new Error(
        `  - AUTH_DEV_LOGIN / E2E_TEST_HOOKS: local-only features, but this server also answers on ${verdict.address}. Start it on loopback only (\`next start -H 127.0.0.1\`) or turn them off.`,
      ),
      exit,
    );
  }
  console.error("[startup] The server did not answer on loopback in time: the local sign-in and test hooks stay off.");
}
