import type { NextAuthConfig } from "next-auth";
import Google from "next-auth/providers/google";
import { env } from "@/lib/env";
import { logLine } from "@/lib/security/log-line";
import { sessionAssurance } from "./assurance";
import {
  ADMIN_SIGN_IN_PATH,
  SESSION_MAX_AGE_SECONDS,
  normaliseEmail,
  safeAuthRedirect,
  sessionHasLapsed,
  verifiedEmailFromProfile,
} from "./rules";

// The edge-safe half of Auth.js (no database); lib/auth/index.ts adds the allowlist look-ups.
export const DEV_LOGIN_PROVIDER_ID = "dev-login";

export const authConfig = {
  basePath: "/api/auth",
  secret: env().authSecret,
  providers: [Google],
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: ADMIN_SIGN_IN_PATH, error: ADMIN_SIGN_IN_PATH },
  // One short line per error: the default logs a stack for every request with a stale cookie.
  logger: {
    error(error: Error) {
      console.error(`[auth] ${authErrorKind(error)}`);
    },
    warn(code: string) {
      console.warn(`[auth] warning: ${logLine(code, 80)}`);
    },
    debug() {},
  },
  callbacks: {
    redirect({ url, baseUrl }) {
      return safeAuthRedirect(url, baseUrl, env().SITE_URL);
    },
    signIn({ account, profile, user }) {
      // Anyone with a verified address may hold a session (a non-admin must be able to reach the
      // access-denied page and sign out); the allowlist decides what the session may open.
      if (account?.provider === "google") return verifiedEmailFromProfile(profile) !== null;
      // The local sign-in's authorize() has already refused addresses not on the allowlist.
      if (account?.provider === DEV_LOGIN_PROVIDER_ID) return normaliseEmail(user.email) !== null;
      return false;
    },
    jwt({ token, user, profile, account }) {
      const now = Date.now();
      if (user) {
        token.email = normaliseEmail(profile?.email ?? user.email);
        token.signedInAt = now;
        token.firstFactor = account?.provider === DEV_LOGIN_PROVIDER_ID ? "dev-login" : "google";
        token.passkeyCredentialId = null;
      }
      return sessionHasLapsed(token.signedInAt, now) ? null : token;
    },
    session({ session, token }) {
      return {
        ...session,
        user: {
          ...session.user,
          email: typeof token.email === "string" ? token.email : "",
          isAdmin: token.isAdmin === true,
          ...sessionAssurance(token.firstFactor, token.passkeyCredentialId),
          passkeyCredentialId: typeof token.passkeyCredentialId === "string" ? token.passkeyCredentialId : null,
          signedInAt: typeof token.signedInAt === "number" ? token.signedInAt : null,
        },
      };
    },
  },
} satisfies NextAuthConfig;

function authErrorKind(error: Error): string {
  const type = (error as { type?: unknown }).type;
  const cause = (error.cause as { err?: unknown } | undefined)?.err ?? error.cause;
  // A bundled library's class names are minified; its error codes are not.
  const code = (cause as { code?: unknown } | undefined)?.code;
  const detail = typeof code === "string" ? ` (${code})` : "";
  return logLine(`${typeof type === "string" ? type : error.name}${detail}`, 120);
}
