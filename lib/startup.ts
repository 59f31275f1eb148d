import { parseEnv } from "@/lib/env";

/**
 * Start-up validation of the environment, called from instrumentation's register(). Throwing
 * there stops the server before it serves a request, so a refused setting (AUTH_DEV_LOGIN in a
 * public deployment, a missing AUTH_SECRET on Vercel…) never reaches a visitor.
 */
export function assertStartupEnv(source: Record<string, string | undefined> = process.env): void {
  parseEnv(source);
}
