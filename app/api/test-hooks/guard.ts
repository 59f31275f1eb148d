import "server-only";
import { connection } from "next/server";
import { testHooksEnabled as testHooksOn } from "@/lib/actions/test-hooks";

/**
 * Test hooks let the e2e suite change the one database the test server owns (PGlite must never
 * be opened by a second process). They exist only when the e2e server turns them on, and never
 * in a public deployment, whatever the variable says; otherwise they are a plain 404.
 */
export async function testHooksEnabled(): Promise<boolean> {
  // Decided per request, never at build time (a prerendered GET would be a fixed 404).
  await connection();
  return testHooksOn();
}

export const notFound = () => new Response("Not Found", { status: 404 });
