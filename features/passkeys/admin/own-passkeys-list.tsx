"use client";

import { KeyRound } from "lucide-react";
import { toast } from "sonner";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { EmptyState } from "@/components/admin/empty-state";
import { toastAction } from "@/components/admin/toast-action";
import { ADMIN_ACTION_MESSAGES, type ActionProp } from "@/lib/actions/admin-action-core";
import { formatLondonDateTime } from "@/lib/time/london";
import type { OwnPasskey } from "@/features/passkeys/changes";
import type { RemovePasskeyInput } from "@/features/passkeys/schema";

type RemovePasskey = ActionProp<RemovePasskeyInput, { label: string }>;

function When({ date }: { date: Date }) {
  return (
    <time dateTime={date.toISOString()} className="whitespace-nowrap tabular-nums">
      {formatLondonDateTime(date)}
    </time>
  );
}

export function OwnPasskeysList({ passkeys, removeAction }: { passkeys: OwnPasskey[]; removeAction: RemovePasskey }) {
  if (passkeys.length === 0) {
    return (
      <EmptyState
        icon={KeyRound}
        title="No passkeys yet"
        hint="Add one below: it takes a few seconds with your device’s screen lock or a security key."
      />
    );
  }
  return (
    <ul aria-label="Your passkeys" className="divide-y rounded-lg border bg-card">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
          <KeyRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words text-foreground">{passkey.label}</p>
            <p className="mt-0.5 text-xs text-muted-foreground">
              Added <When date={passkey.createdAt} />
              {" · "}
              {passkey.lastUsedAt ? (
                <>
                  last used <When date={passkey.lastUsedAt} />
                </>
              ) : (
                "not used yet"
              )}
            </p>
          </div>
          <ConfirmButton
            size="sm"
            title="Remove this passkey?"
            description={
              <>
                “{passkey.label}” will no longer confirm it is you. If the owner requires passkeys and it is your only
                one, you will need to add another.
              </>
            }
            confirmLabel="Remove"
            busyLabel="Removing…"
            aria-label={`Remove the passkey ${passkey.label}`}
            onConfirm={() =>
              toastAction(
                removeAction({ id: passkey.id }),
                "Could not remove the passkey",
                (removed) => toast.success("Passkey removed", { description: `“${removed.label}” is gone.` }),
                ADMIN_ACTION_MESSAGES.unexpected,
              )
            }
          >
            Remove
          </ConfirmButton>
        </li>
      ))}
    </ul>
  );
}
