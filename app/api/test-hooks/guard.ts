import "server-only";
import { connection } from "next/server";
import { env, isPublicDeployment } from "@/lib/env";

/**
 * Test hooks let the e2e suite change the one database the test server owns (PGlite must never
 * be opened by a second process). They exist only when the e2e server turns them on, and never
 * in a public deployment, whatever the variable says; otherwise they are a plain 404.
 */
export function testHooksAllowed(flag: string | undefined, e: Parameters<typeof isPublicDeployment>[0]): boolean {
  return flag === "true" && !isPublicDeployment(e);
}

export async function testHooksEnabled(): Promise<boolean> {
  // Decided per request, never at build time (a prerendered GET would be a fixed 404).
  await connection();
  return testHooksAllowed(process.env.E2E_TEST_HOOKS, env());
}

export const notFound = () => new Response("Not Found", { status: 404 });
