import "server-only";
import { connection } from "next/server";
import { env, isPublicDeployment } from "@/lib/env";
import { localOnlyFeaturesConfirmed } from "@/lib/security/local-only";

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
