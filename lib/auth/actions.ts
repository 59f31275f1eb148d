"use server";

import { AuthError } from "next-auth";
import { unstable_rethrow } from "next/navigation";
import { env } from "@/lib/env";
import { verifyAdmin } from "./admin";
import { DEV_LOGIN_PROVIDER_ID } from "./config";
import { signIn, signOut, updateSession } from "./index";
import { ADMIN_HOME_PATH, DEV_LOGIN_REFUSED, SIGN_IN_MESSAGES } from "./rules";
import { localOnlyFeaturesConfirmed } from "@/lib/security/local-only";
import { thisSignInAllowed } from "./sign-in-throttle";

export type SignInState = { error: string | null; email?: string };

export async function signInWithGoogle(): Promise<SignInState> {
  if (!(await thisSignInAllowed())) return { error: SIGN_IN_MESSAGES.throttled };
  try {
    await signIn("google", { redirectTo: ADMIN_HOME_PATH });
  } catch (err) {
    unstable_rethrow(err); // the redirect to Google is a thrown NEXT_REDIRECT
    console.error("[auth] Google sign-in could not start", err);
    return { error: err instanceof AuthError ? SIGN_IN_MESSAGES.failed : SIGN_IN_MESSAGES.unexpected };
  }
  return { error: SIGN_IN_MESSAGES.unexpected };
}

export async function signInLocally(_prev: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get("email") ?? "").slice(0, 320);
  if (!env().AUTH_DEV_LOGIN || !localOnlyFeaturesConfirmed()) return { error: SIGN_IN_MESSAGES.unexpected, email };
  if (!(await thisSignInAllowed({ email }))) return { error: SIGN_IN_MESSAGES.throttled, email };
  try {
    await signIn(DEV_LOGIN_PROVIDER_ID, { email, redirectTo: ADMIN_HOME_PATH });
  } catch (err) {
    unstable_rethrow(err);
    if (err instanceof AuthError && err.type === "CredentialsSignin") return { error: DEV_LOGIN_REFUSED, email };
    console.error("[auth] local sign-in failed", err);
    return { error: SIGN_IN_MESSAGES.unexpected, email };
  }
  return { error: SIGN_IN_MESSAGES.unexpected, email };
}

export async function signOutOfAdmin(): Promise<{ ok: boolean }> {
  try {
    await signOut({ redirect: false });
    return { ok: true };
  } catch (err) {
    console.error("[auth] sign-out failed", err);
    return { ok: false };
  }
}

export async function recheckAdminAccess(): Promise<{ isAdmin: boolean }> {
  try {
    const verdict = await verifyAdmin();
    if (verdict.kind === "signed-out") return { isAdmin: false };
    await updateSession({});
    return { isAdmin: verdict.kind === "admin" };
  } catch (err) {
    console.error("[auth] admin re-check failed", err);
    return { isAdmin: false };
  }
}
