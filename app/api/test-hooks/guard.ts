import "server-only";
import { connection } from "next/server";
import { env, isPublicDeployment } from "@/lib/env";
import { localOnlyFeaturesConfirmed } from "@/lib/security/local-only";

/**
 * The one guard of every test-only route and page. Test hooks let the e2e suite change the one
 * database the test server owns (PGlite must never be opened by a second process). They exist
 * only when the e2e server sets E2E_TEST_HOOKS=true, never in a public deployment whatever the
 * variable says, and in a production server only once it has shown it listens on loopback alone
 * (lib/security/local-only). Otherwise they are a plain 404.
 */
export async function testHooksEnabled(): Promise<boolean> {
  // Decided per request, never at build time (a prerendered GET would be a fixed 404).
  await connection();
  const e = env();
  return testHooksAllowed(e.E2E_TEST_HOOKS, e) && localOnlyFeaturesConfirmed(e.NODE_ENV);
}

export function testHooksAllowed(flag: boolean, e: Parameters<typeof isPublicDeployment>[0]): boolean {
  return flag && !isPublicDeployment(e);
}

export const notFound = () => new Response("Not Found", { status: 404 });
