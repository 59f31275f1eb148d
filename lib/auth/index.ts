import "server-only";
import NextAuth, { type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { isAllowlisted } from "./allowlist";
import { DEV_LOGIN_PROVIDER_ID, authConfig } from "./config";
import { authorizeDevLogin } from "./dev-login";
import { ADMIN_SIGN_IN_PATH, SIGN_IN_THROTTLED_CODE, adminStatusIsStale } from "./rules";
import { thisSignInAllowed } from "./sign-in-throttle";
import { acceptSecondFactorProof } from "./second-factor";
import { localOnlyFeaturesConfirmed } from "@/lib/security/local-only";

const devLogin = Credentials({
  id: DEV_LOGIN_PROVIDER_ID,
  name: "Local sign-in",
  credentials: { email: { label: "E-mail address", type: "email" } },
  // A production server offers it only once it has shown it listens on loopback alone.
  authorize: async (credentials) =>
    localOnlyFeaturesConfirmed() ? authorizeDevLogin(await getDb(), credentials) : null,
});

const config: NextAuthConfig = {
  ...authConfig,
  providers: [...authConfig.providers, ...(env().AUTH_DEV_LOGIN ? [devLogin] : [])],
  callbacks: {
    ...authConfig.callbacks,
    async signIn(params) {
      if (!authConfig.callbacks.signIn(params)) return false;
      // Per address, wherever the attempts come from (the start was counted per client).
      const email = params.profile?.email ?? params.user.email;
      return (await thisSignInAllowed({ email, countClient: false }))
        ? true
        : `${ADMIN_SIGN_IN_PATH}?error=${SIGN_IN_THROTTLED_CODE}`;
    },
    async jwt(params) {
      const token = await authConfig.callbacks.jwt(params);
      if (!token) return null;
      const now = Date.now();
      if (params.trigger === "update") {
        const credentialId = acceptSecondFactorProof(
          env().authSecret,
          (params.session as { secondFactorProof?: unknown } | undefined)?.secondFactorProof,
          { email: token.email, signedInAt: token.signedInAt },
          now,
        );
        if (credentialId) token.passkeyCredentialId = credentialId;
      }
      if (params.user || params.trigger === "update" || adminStatusIsStale(token.adminCheckedAt, now)) {
        token.isAdmin = await adminStatusFor(token.email);
        token.adminCheckedAt = now;
      }
      return token;
    },
  },
};

async function adminStatusFor(email: unknown): Promise<boolean> {
  try {
    return await isAllowlisted(await getDb(), email);
  } catch (err) {
    // an admin check error is logged and treated as "not admin".
    console.error("[auth] admin allowlist check failed", err);
    return false;
  }
}

export const { handlers, auth, signIn, signOut, unstable_update: updateSession } = NextAuth(config);
