"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { signInLocally, type SignInState } from "@/lib/auth/actions";
import { ADMIN_SIGN_IN_PATH } from "@/lib/auth/rules";
import { SignInError } from "./sign-in-error";

/** AUTH_DEV_LOGIN only: sign in as an allowlisted e-mail without Google (local development). */
export function DevLoginForm({ suggestedEmail }: { suggestedEmail?: string }) {
  // A permalink, so the HTML says action="/admin/auth" rather than the invalid action="".
  const [state, action, pending] = useActionState<SignInState, FormData>(
    signInLocally,
    { error: null },
    ADMIN_SIGN_IN_PATH,
  );
  return (
    <form action={action} className="space-y-3" aria-labelledby="dev-login-heading">
      <h2 id="dev-login-heading" className="text-sm font-medium">
        Local sign-in
      </h2>
      <p className="text-xs text-muted-foreground">
        For development only: any e-mail on the staff allowlist, no password.
      </p>
      {state.error ? <SignInError message={state.error} /> : null}
      <div className="space-y-1.5">
        <Label htmlFor="dev-login-email">E-mail address</Label>
        <Input
          id="dev-login-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={state.email ?? suggestedEmail}
        />
      </div>
      <Button type="submit" variant="outline" className="w-full" disabled={pending}>
        {pending ? "Signing in..." : "Sign in locally"}
      </Button>
    </form>
  );
}
