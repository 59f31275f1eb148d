/**
 * Pure sign-in rules shared by the edge middleware, the Node auth instance and the pages.
 * No Node-only imports: the middleware bundles this file.
 */

/** SPEC §9: the admin status a session carries is trusted for five minutes, then re-checked. */
export const ADMIN_STATUS_TTL_MS = 5 * 60 * 1000;

/** Staff sessions last one working shift; then Google is asked again. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/**
 * A session ends SESSION_MAX_AGE_SECONDS after sign-in, however often it is used: Auth.js renews
 * the cookie at every session read, so without this cap a session kept open would never end. A
 * token with no sign-in time (issued before the cap existed, or forged without it) has lapsed.
 */
export function sessionHasLapsed(signedInAt: unknown, now: number): boolean {
  return typeof signedInAt !== "number" || !Number.isFinite(signedInAt) || now - signedInAt >= SESSION_MAX_AGE_SECONDS * 1000 || signedInAt > now + 60_000;
}

export const ADMIN_SIGN_IN_PATH = "/admin/auth";
export const ADMIN_ACCESS_DENIED_PATH = "/admin/access-denied";
export const ADMIN_HOME_PATH = "/admin";

/** The allowlist stores e-mails lower-cased; every comparison goes through this. */
export function normaliseEmail(email: unknown): string | null {
  if (typeof email !== "string") return null;
  const trimmed = email.trim().toLowerCase();
  return trimmed.includes("@") ? trimmed : null;
}

/**
 * Google (and any OpenID issuer) says whether it has verified the address. An unverified
 * address proves nothing about who is signing in, so it never opens the admin area.
 */
export function verifiedEmailFromProfile(profile: unknown): string | null {
  if (!profile || typeof profile !== "object") return null;
  const { email, email_verified: verified } = profile as { email?: unknown; email_verified?: unknown };
  if (verified !== true && verified !== "true") return null;
  return normaliseEmail(email);
}

export function adminStatusIsStale(checkedAt: unknown, now: number): boolean {
  return typeof checkedAt !== "number" || !Number.isFinite(checkedAt) || now - checkedAt >= ADMIN_STATUS_TTL_MS || checkedAt > now;
}

export type GateDecision = { kind: "pass" } | { kind: "redirect"; to: string };

/**
 * The edge gate for /admin: an early redirect based on the session cookie only. It is never the
 * only check: every admin page, action and route handler calls requireAdmin() as well.
 */
export function adminGateDecision(pathname: string, session: { isAdmin?: unknown } | null): GateDecision {
  if (!isGuardedAdminPath(pathname)) return { kind: "pass" };
  if (!session) return { kind: "redirect", to: ADMIN_SIGN_IN_PATH };
  if (session.isAdmin !== true) return { kind: "redirect", to: ADMIN_ACCESS_DENIED_PATH };
  return { kind: "pass" };
}

/** Whether a request path belongs to the admin area (including its `.rsc` and encoded forms). */
export function isAdminPath(pathname: string): boolean {
  const path = canonicalPath(pathname);
  return path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.");
}

/** Admin paths the gate applies to: everything but the sign-in and access-denied pages. */
export function isGuardedAdminPath(pathname: string): boolean {
  if (!isAdminPath(pathname)) return false;
  const path = canonicalPath(pathname).replace(/\.rsc$/, "").replace(/\/+$/, "");
  return path !== ADMIN_SIGN_IN_PATH && path !== ADMIN_ACCESS_DENIED_PATH;
}

function canonicalPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is not a route Next would serve; judge the raw path.
  }
  return path.replace(/\/{2,}/g, "/").toLowerCase();
}

/** SPEC §8 wording for every way a sign-in can come back with an error. */
export const SIGN_IN_MESSAGES = {
  failed: "Failed to sign in with Google",
  unexpected: "An unexpected error occurred",
} as const;

// Auth.js error codes that mean "Google (or the allowlist rules) said no", not a fault of ours.
const SIGN_IN_FAILURES = new Set([
  "AccessDenied",
  "OAuthSignin",
  "OAuthSignInError",
  "OAuthCallback",
  "OAuthCallbackError",
  "OAuthAccountNotLinked",
  "CallbackRouteError",
  "Callback",
  "Verification",
  "MissingCSRF",
  "CredentialsSignin",
]);

/** Maps the `error` query parameter Auth.js adds to /admin/auth to the message to show. */
export function signInErrorMessage(code: string | string[] | undefined): string | null {
  const value = Array.isArray(code) ? code[0] : code;
  if (!value) return null;
  return SIGN_IN_FAILURES.has(value) ? SIGN_IN_MESSAGES.failed : SIGN_IN_MESSAGES.unexpected;
}

/** The local sign-in's refusal (AUTH_DEV_LOGIN only). */
export const DEV_LOGIN_REFUSED = "That e-mail address is not on the staff allowlist.";
