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

export type AdminVerdict =
  { kind: "admin"; email: string } | { kind: "not-admin"; email: string } | { kind: "signed-out" };

// Reads admin_users on every call (no cache): a removed admin is refused at their next request.
export async function verifyAdmin(): Promise<AdminVerdict> {
  // Reading the session makes Auth.js draw random values (its CSRF token): request time only.
  await connection();
  const session = await auth();
  const email = normaliseEmail(session?.user?.email);
  if (!email) return { kind: "signed-out" };
  try {
    return (await isAllowlisted(await getDb(), email)) ? { kind: "admin", email } : { kind: "not-admin", email };
  } catch (err) {
    // an admin check error is logged and treated as "not admin".
    console.error("[auth] admin allowlist check failed", err);
    return { kind: "not-admin", email };
  }
}

export async function requireAdmin(): Promise<AdminIdentity> {
  const verdict = await verifyAdmin();
  if (verdict.kind === "signed-out") redirect(ADMIN_SIGN_IN_PATH);
  if (verdict.kind === "not-admin") redirect(ADMIN_ACCESS_DENIED_PATH);
  return { email: verdict.email };
}
