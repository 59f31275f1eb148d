import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getDb } from "@/lib/db";
import { staffRecord } from "./allowlist";
import { auth } from "./index";
import { decideAccess, type Permission, type StaffRole } from "./permissions";
import {
  ADMIN_ACCESS_DENIED_PATH,
  ADMIN_NOT_AVAILABLE_PATH,
  ADMIN_PASSKEY_STEP_PATH,
  ADMIN_SIGN_IN_PATH,
  isGuardedAdminPath,
  normaliseEmail,
} from "./rules";

export interface AdminIdentity {
  email: string;
  role: StaffRole;
  /** The session passed the passkey step (and that passkey is still registered). */
  secondFactor: boolean;
  passkeysRequired: boolean;
  amr: string[];
}

export type AdminVerdict =
  ({ kind: "admin" } & AdminIdentity) | { kind: "not-admin"; email: string } | { kind: "signed-out" };

// Reads admin_users on every call (no cache): a removed or re-roled person is judged anew at their next request.
export async function verifyAdmin(): Promise<AdminVerdict> {
  // Reading the session makes Auth.js draw random values (its CSRF token): request time only.
  await connection();
  const session = await auth();
  const email = normaliseEmail(session?.user?.email);
  if (!email) return { kind: "signed-out" };
  try {
    const staff = await staffRecord(await getDb(), email, session?.user?.passkeyCredentialId ?? null);
    if (!staff) return { kind: "not-admin", email };
    const secondFactor = staff.passkeyStillRegistered;
    return {
      kind: "admin",
      email,
      role: staff.role,
      secondFactor,
      passkeysRequired: staff.passkeysRequired,
      amr: secondFactor ? (session?.user?.amr ?? []) : (session?.user?.amr ?? []).filter((m) => m !== "passkey"),
    };
  } catch (err) {
    // an admin check error is logged and treated as "not admin".
    console.error("[auth] admin allowlist check failed", err);
    return { kind: "not-admin", email };
  }
}

/**
 * The guard of every admin page and read: signed out → sign-in, not staff → access denied, a
 * role without `permission` → "Not available for your role", a sensitive part while the owner
 * requires passkeys → the passkey step first.
 */
export async function requireAdmin(permission: Permission): Promise<AdminIdentity> {
  const verdict = await verifyAdmin();
  if (verdict.kind === "signed-out") redirect(ADMIN_SIGN_IN_PATH);
  if (verdict.kind === "not-admin") redirect(ADMIN_ACCESS_DENIED_PATH);
  const decision = decideAccess(verdict, permission);
  if (decision === "not-for-role") redirect(ADMIN_NOT_AVAILABLE_PATH);
  if (decision === "needs-passkey") {
    const here = (await headers()).get("x-request-path");
    const back = here && isGuardedAdminPath(here) ? `?next=${encodeURIComponent(here)}` : "";
    redirect(`${ADMIN_PASSKEY_STEP_PATH}${back}`);
  }
  return {
    email: verdict.email,
    role: verdict.role,
    secondFactor: verdict.secondFactor,
    passkeysRequired: verdict.passkeysRequired,
    amr: verdict.amr,
  };
}

/** For route handlers: "admin" only when this person may use `permission` now. */
export async function verifyPermission(permission: Permission): Promise<AdminVerdict> {
  const verdict = await verifyAdmin();
  if (verdict.kind !== "admin") return verdict;
  return decideAccess(verdict, permission) === "allowed" ? verdict : { kind: "not-admin", email: verdict.email };
}
