import { parseEnv } from "@/lib/env";

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
