import "server-only";
import { env, isPublicDeployment } from "@/lib/env";

/**
 * Test hooks let the e2e suite change the one database the test server owns (PGlite must never
 * be opened by a second process). They exist only when the e2e server turns them on, and never
 * in a public deployment, whatever the variable says; otherwise they are a plain 404.
 */
export function testHooksEnabled(): boolean {
  return process.env.E2E_TEST_HOOKS === "true" && !isPublicDeployment(env());
}

export const notFound = () => new Response("Not Found", { status: 404 });
