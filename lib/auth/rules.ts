// No Node-only imports: the middleware bundles this file.

export const ADMIN_STATUS_TTL_MS = 5 * 60 * 1000;

export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

// Auth.js renews the cookie on every session read, so without this cap a session in use would never end.
export function sessionHasLapsed(signedInAt: unknown, now: number): boolean {
  return (
    typeof signedInAt !== "number" ||
    !Number.isFinite(signedInAt) ||
    now - signedInAt >= SESSION_MAX_AGE_SECONDS * 1000 ||
    signedInAt > now + 60_000
  );
}

export const ADMIN_SIGN_IN_PATH = "/admin/auth";
export const ADMIN_ACCESS_DENIED_PATH = "/admin/access-denied";
export const ADMIN_HOME_PATH = "/admin";
export const ADMIN_NOT_AVAILABLE_PATH = "/admin/not-available";
export const ADMIN_PASSKEY_STEP_PATH = "/admin/passkey";

export function normaliseEmail(email: unknown): string | null {
  if (typeof email !== "string") return null;
  const trimmed = email.trim().toLowerCase();
  return trimmed.includes("@") ? trimmed : null;
}

// An unverified address proves nothing about who is signing in.
export function verifiedEmailFromProfile(profile: unknown): string | null {
  if (!profile || typeof profile !== "object") return null;
  const { email, email_verified: verified } = profile as { email?: unknown; email_verified?: unknown };
  if (verified !== true && verified !== "true") return null;
  return normaliseEmail(email);
}

export function adminStatusIsStale(checkedAt: unknown, now: number): boolean {
  return (
    typeof checkedAt !== "number" ||
    !Number.isFinite(checkedAt) ||
    now - checkedAt >= ADMIN_STATUS_TTL_MS ||
    checkedAt > now
  );
}

export type GateDecision = { kind: "pass" } | { kind: "redirect"; to: string };

// An early redirect only: every admin page, action and route handler calls requireAdmin() as well.
export function adminGateDecision(pathname: string, session: { isAdmin?: unknown } | null): GateDecision {
  if (!isGuardedAdminPath(pathname)) return { kind: "pass" };
  if (!session) return { kind: "redirect", to: ADMIN_SIGN_IN_PATH };
  if (session.isAdmin !== true) return { kind: "redirect", to: ADMIN_ACCESS_DENIED_PATH };
  return { kind: "pass" };
}

export function isAdminPath(pathname: string): boolean {
  const path = canonicalPath(pathname);
  return path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.");
}

export function isGuardedAdminPath(pathname: string): boolean {
  if (!isAdminPath(pathname)) return false;
  const path = canonicalPath(pathname)
    .replace(/\.rsc$/, "")
    .replace(/\/+$/, "");
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

export const SIGN_IN_MESSAGES = {
  failed: "Failed to sign in with Google",
  unexpected: "An unexpected error occurred",
  throttled: "Too many sign-in attempts. Please wait ten minutes and try again.",
} as const;

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

export const SIGN_IN_THROTTLED_CODE = "TooManyAttempts";

export function signInErrorMessage(code: string | string[] | undefined): string | null {
  const value = Array.isArray(code) ? code[0] : code;
  if (!value) return null;
  if (value === SIGN_IN_THROTTLED_CODE) return SIGN_IN_MESSAGES.throttled;
  return SIGN_IN_FAILURES.has(value) ? SIGN_IN_MESSAGES.failed : SIGN_IN_MESSAGES.unexpected;
}

export const DEV_LOGIN_REFUSED = "That e-mail address is not on the staff allowlist.";

/**
 * Where a sign-in or sign-out may send the browser: only the site's own origin (SITE_URL). Behind a
 * proxy with AUTH_TRUST_HOST, Auth.js takes its base URL from X-Forwarded-Host, which a client may
 * set; a loopback base (a developer's own machine) is the one other origin it may keep.
 */
export function safeAuthRedirect(url: string, baseUrl: string, siteUrl: string): string {
  const site = new URL(siteUrl).origin;
  const home = isLoopbackOrigin(baseUrl) ? new URL(baseUrl).origin : site;
  try {
    const target = new URL(url, home);
    if (target.origin === site || target.origin === home) return target.href;
  } catch {
    // Not a URL at all: the home page below.
  }
  return `${home}/`;
}

function isLoopbackOrigin(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
    return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
  } catch {
    return false;
  }
}
