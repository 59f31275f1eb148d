import "server-only";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getDb } from "@/lib/db";
import { isAllowlisted } from "./allowlist";
import { auth } from "./index";
import { ADMIN_ACCESS_DENIED_PATH, ADMIN_SIGN_IN_PATH, normaliseEmail } from "./rules";

export interface AdminIdentity {
  email: string;
}

export type AdminVerdict = { kind: "admin"; email: string } | { kind: "not-admin"; email: string } | { kind: "signed-out" };

/**
 * The authoritative admin check: the session cookie says who is asking, the database says
 * whether they are staff. It reads admin_users on every call (no cache), so an admin removed
 * from the allowlist is refused at their very next request, whatever their cookie claims.
 */
export async function verifyAdmin(): Promise<AdminVerdict> {
  // Reading the session makes Auth.js draw random values (its CSRF token): request time only.
  await connection();
  const session = await auth();
  const email = normaliseEmail(session?.user?.email);
  if (!email) return { kind: "signed-out" };
  try {
    return (await isAllowlisted(await getDb(), email)) ? { kind: "admin", email } : { kind: "not-admin", email };
  } catch (err) {
    // SPEC §8: an admin check error is logged and treated as "not admin".
    console.error("[auth] admin allowlist check failed", err);
    return { kind: "not-admin", email };
  }
}

/**
 * For admin pages, layouts and reads: returns the admin, or redirects (signed out → sign-in,
 * not allowed → access denied). Server actions use adminAction (which returns a refusal
 * instead); route handlers use verifyAdmin() and answer 401/403.
 */
export async function requireAdmin(): Promise<AdminIdentity> {
  const verdict = await verifyAdmin();
  if (verdict.kind === "signed-out") redirect(ADMIN_SIGN_IN_PATH);
  if (verdict.kind === "not-admin") redirect(ADMIN_ACCESS_DENIED_PATH);
  return { email: verdict.email };
}
