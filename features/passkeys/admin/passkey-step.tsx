"use client";

import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { PASSKEY_MESSAGES } from "@/features/passkeys/schema";
import { confirmWithBrowser, type AuthenticationOptionsAction, type ConfirmAction } from "./ceremony";

/** Asks the browser for one of the person's passkeys; once the server has checked it, goes on to `next`. */
export function PasskeyStep({
  next,
  options,
  confirm,
}: {
  next: string;
  options: AuthenticationOptionsAction;
  confirm: ConfirmAction<{ label: string; sessionUpdated: boolean }>;
}) {
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function start() {
    setPending(true);
    setError(null);
    const outcome = await confirmWithBrowser(options, confirm);
    if (outcome.ok && outcome.data.sessionUpdated) {
      setDone(true);
      // A whole page load, so every part of the admin area reads the updated session.
      window.location.assign(next);
      return;
    }
    setPending(false);
    setError(outcome.ok ? PASSKEY_MESSAGES.sessionNotUpdated : outcome.error);
  }

  return (
    <div className="space-y-3">
      <Button type="button" size="lg" disabled={!hydrated || pending} onClick={() => void start()}>
        <ShieldCheck aria-hidden="true" />
        {done ? "Confirmed, opening the page…" : pending ? "Waiting for your passkey…" : "Use my passkey"}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
