"use client";

import { LogIn } from "lucide-react";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { signInWithGoogle, type SignInState } from "@/lib/auth/actions";
import { ADMIN_SIGN_IN_PATH } from "@/lib/auth/rules";
import { SignInError } from "./sign-in-error";

export function GoogleSignInButton() {
  // The permalink is the form's action in the HTML: without one React writes action="", which is
  // invalid HTML. The form is only on the sign-in page, so the post goes where it went before.
  const [state, action, pending] = useActionState<SignInState>(signInWithGoogle, { error: null }, ADMIN_SIGN_IN_PATH);
  return (
    <form action={action} className="space-y-4">
      {state.error ? <SignInError message={state.error} /> : null}
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        <LogIn aria-hidden="true" />
        {pending ? "Redirecting to Google..." : "Sign in with Google"}
      </Button>
    </form>
  );
}
