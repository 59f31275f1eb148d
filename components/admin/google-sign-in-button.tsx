"use client";

import { LogIn } from "lucide-react";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { signInWithGoogle, type SignInState } from "@/lib/auth/actions";
import { SignInError } from "./sign-in-error";

export function GoogleSignInButton() {
  const [state, action, pending] = useActionState<SignInState>(signInWithGoogle, { error: null });
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
