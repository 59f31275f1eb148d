import { parseEnv } from "@/lib/env";
import { checkListeningScope, confirmLocalOnly } from "@/lib/security/local-only";

/** Auth.js signs and encrypts sessions with it: anything shorter is guessable. */
export const MIN_AUTH_SECRET_LENGTH = 32;

/**
 * Start-up validation of the environment, called from instrumentation's register(). It refuses
 * what the schema cannot refuse because a build must pass without it: a production server with
 * no AUTH_SECRET, or a short one, would sign sessions with a secret anyone can read in this
 * repository (the development fallback in lib/env.ts) or guess.
 */
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

/**
 * A refused configuration must stop the process, not leave it listening and answering 500 to
 * every request: a process manager or health check then sees the failure. Next only logs an
 * error thrown from register(), so the server exits here, after saying why.
 */
export function refuseToStart(err: unknown, exit: (code: number) => never = process.exit): never {
  const message = err instanceof Error ? err.message : String(err);
  console.error(`[startup] The server refused to start.\n${message}`);
  return exit(1);
}

/**
 * In a production server with the local sign-in or the test hooks switched on: once it listens,
 * confirm it listens on loopback only (then the features work) or stop it (lib/security/local-only).
 */
export async function guardLocalOnlyFeatures(source: Record<string, string | undefined> = process.env, exit: (code: number) => never = process.exit): Promise<void> {
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
