import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { DevLoginForm } from "@/components/admin/dev-login-form";
import { GoogleSignInButton } from "@/components/admin/google-sign-in-button";
import { SignInError } from "@/components/admin/sign-in-error";
import type { SearchParams } from "@/lib/routes/search-params";
import { verifyAdmin } from "@/lib/auth/admin";
import { ADMIN_HOME_PATH, signInErrorMessage } from "@/lib/auth/rules";
import { env } from "@/lib/env";
import { localOnlyFeaturesConfirmed } from "@/lib/security/local-only";

export const metadata: Metadata = { title: "Admin Access" };

export default function AdminSignInPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <>
      <h1 className="text-center font-display text-3xl font-semibold">Admin Access</h1>
      <p className="mt-2 text-center text-sm text-muted-foreground">
        Sign in with your staff Google account to manage the website.
      </p>
      <div className="mt-6">
        <Suspense fallback={<div className="h-11 rounded-md bg-muted" aria-hidden="true" />}>
          <SignInOptions searchParams={searchParams} />
        </Suspense>
      </div>
    </>
  );
}

async function SignInOptions({ searchParams }: { searchParams: SearchParams }) {
  // A confirmed admin has nothing to do here.
  if ((await verifyAdmin()).kind === "admin") redirect(ADMIN_HOME_PATH);
  const message = signInErrorMessage((await searchParams).error);
  const { AUTH_DEV_LOGIN, ADMIN_EMAILS } = env();
  return (
    <div className="space-y-6">
      {message ? <SignInError message={message} /> : null}
      <GoogleSignInButton />
      {AUTH_DEV_LOGIN && localOnlyFeaturesConfirmed() ? (
        <div className="border-t pt-5">
          <DevLoginForm suggestedEmail={ADMIN_EMAILS[0]} />
        </div>
      ) : null}
    </div>
  );
}
