"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { useState } from "react";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Button } from "@/components/ui/button";
import { RowInput } from "@/components/admin/form-field";
import { Label } from "@/components/ui/label";
import type { OwnPasskey } from "@/features/passkeys/changes";
import { PASSKEY_LABEL_MAX, passkeyLabelSchema, type PasskeyLabelInput } from "@/features/passkeys/schema";
import { registerWithBrowser, type RegisterAction, type RegistrationOptionsAction } from "./ceremony";

export interface RegisterPasskeyActions {
  options: RegistrationOptionsAction;
  register: RegisterAction<{ passkey: OwnPasskey }>;
}

/** Names the passkey, then lets the browser make it; the server keeps it only once it has checked the answer. */
export function RegisterPasskeyForm({
  actions,
  onRegistered,
}: {
  actions: RegisterPasskeyActions;
  onRegistered?: (passkey: OwnPasskey) => void;
}) {
  // Disabled until hydrated: a native submit would be a GET that drops the name.
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const form = useForm<PasskeyLabelInput>({ resolver: zodResolver(passkeyLabelSchema), defaultValues: { label: "" } });
  const error = form.formState.errors.label?.message ?? form.formState.errors.root?.message;

  const onSubmit = form.handleSubmit(async ({ label }) => {
    setPending(true);
    const outcome = await registerWithBrowser(label.trim(), actions.options, actions.register);
    setPending(false);
    if (!outcome.ok) {
      form.setError("label", { type: "server", message: outcome.error }, { shouldFocus: true });
      return;
    }
    toast.success("Passkey added", { description: `“${outcome.data.passkey.label}” is ready to use.` });
    form.reset({ label: "" });
    onRegistered?.(outcome.data.passkey);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a passkey" className="rounded-lg border bg-card p-4 sm:p-5">
      <fieldset disabled={!hydrated} className="contents">
        <Label htmlFor="passkey-label">Name for the new passkey</Label>
        <p id="passkey-label-hint" className="mt-1 text-sm text-muted-foreground">
          Something that tells you where it lives, like “Work laptop” or “My phone”. Your browser then asks you to
          create the passkey with your device’s screen lock or a security key.
        </p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start">
          <RowInput
            id="passkey-label"
            error={error}
            autoComplete="off"
            maxLength={PASSKEY_LABEL_MAX}
            {...form.register("label")}
          />
          <Button type="submit" disabled={pending}>
            <KeyRound aria-hidden="true" />
            {pending ? "Waiting for your passkey…" : "Add a passkey"}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
