"use client";

import { useState } from "react";
import { toast } from "sonner";
import { toastAction } from "@/components/admin/toast-action";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { ADMIN_ACTION_MESSAGES, type ActionProp } from "@/lib/actions/admin-action-core";
import type { RequirePasskeysInput } from "@/features/users/schema";

type RequirePasskeys = ActionProp<RequirePasskeysInput, { required: boolean }>;

/** Applies at each owner's and manager's next sensitive page or change; their sessions are not ended. */
export function PasskeyPolicySwitch({ required, action }: { required: boolean; action: RequirePasskeys }) {
  const [shown, setShown] = useState(required);
  const [pending, setPending] = useState(false);

  async function change(next: boolean) {
    setShown(next);
    setPending(true);
    const ok = await toastAction(
      action({ required: next }),
      "Could not change the passkey rule",
      (saved) =>
        toast.success(saved.required ? "Passkeys required" : "Passkeys optional", {
          description: saved.required
            ? "Owners and managers confirm with a passkey before staff, settings, exports and erasure."
            : "Nobody is asked for a passkey any more.",
        }),
      ADMIN_ACTION_MESSAGES.unexpected,
    );
    if (!ok) setShown(!next);
    setPending(false);
  }

  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border bg-card p-4 sm:p-5">
      <Label htmlFor="require-passkeys" className="flex-col items-start gap-1">
        Require a passkey for owners and managers
        <span className="text-sm font-normal text-muted-foreground">
          Before staff, settings, exports and erasure, once per sign-in. Someone without a passkey adds one at that
          step; make sure every owner has one before switching this on.
        </span>
      </Label>
      <Switch id="require-passkeys" checked={shown} disabled={pending} onCheckedChange={(next) => void change(next)} />
    </div>
  );
}
