import { env, isPublicDeployment } from "@/lib/env";
import { localOnlyFeaturesConfirmed } from "@/lib/security/local-only";

/**
 * Test-only switches for the end-to-end suite. They exist only when the e2e server sets
 * E2E_TEST_HOOKS=true, never in a public deployment, and in a production server only once it has
 * shown it listens on loopback alone (lib/security/local-only), whatever the environment says.
 */
export function testHooksEnabled(): boolean {
  const e = env();
  return testHooksAllowed(e.E2E_TEST_HOOKS, e) && localOnlyFeaturesConfirmed(e.NODE_ENV);
}

export function testHooksAllowed(flag: boolean, e: Parameters<typeof isPublicDeployment>[0]): boolean {
  return flag && !isPublicDeployment(e);
}

/**
 * Lets an e2e test play "the database is down" for its own submissions only (tests run in
 * parallel on one server): an enquiry whose e-mail contains "+dbfail" fails to insert.
 */
export function simulatedInsertFailure(email: string): boolean {
  return testHooksEnabled() && email.includes("+dbfail");
}

/** Header an e2e test can send to raise the minimum fill time for its own requests. */
export const MIN_FILL_OVERRIDE_HEADER = "x-e2e-min-fill-ms";
