import { PASSKEY_POLICY_ROLES, type StaffAccess } from "@/lib/auth/permissions";

type Access = Pick<StaffAccess, "role" | "passkeysRequired" | "secondFactor">;

/** The owner's rule asks this person, in this session, for the passkey step. */
export function passkeyStepApplies(access: Access): boolean {
  return access.passkeysRequired === true && PASSKEY_POLICY_ROLES.includes(access.role) && access.secondFactor !== true;
}

/**
 * Adding or removing a passkey while the step applies would let someone holding only the Google
 * account replace the person's passkeys with their own; only a first passkey may be added then.
 */
export function passkeyChangeNeedsStep(access: Access, registeredPasskeys: number): boolean {
  return passkeyStepApplies(access) && registeredPasskeys > 0;
}

/** Where to go after the step: a path of this site only, never another origin. */
export function stepDestination(next: unknown, fallback = "/admin"): string {
  if (typeof next !== "string" || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) {
    return fallback;
  }
  try {
    const url = new URL(next, "http://site.invalid");
    if (url.origin !== "http://site.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
