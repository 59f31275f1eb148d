"use client";

import { GitMerge, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { toastAction } from "@/components/admin/toast-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import type { ActionProp } from "@/lib/actions/admin-action-core";
import { UK_ALLERGENS } from "@/lib/db/schema/menu-vocabulary";
import type { ErasedCounts } from "../erase";
import { GUEST_NOTES_MAX, type GuestTagsInput } from "../schema";
import { tidyTags } from "../tags";

export function GuestNotesForm({
  id,
  notes,
  action,
}: {
  id: string;
  notes: string;
  action: ActionProp<{ id: string; notes: string }, { notes: string }>;
}) {
  const [value, setValue] = useState(notes);
  const [saved, setSaved] = useState(notes);
  const [pending, start] = useTransition();
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        start(async () => {
          await toastAction(action({ id, notes: value }), "The notes were not saved", (data) => {
            setSaved(data.notes);
            setValue(data.notes);
            toast.success("Notes saved");
          });
        });
      }}
    >
      <label htmlFor="guest-notes" className="block text-sm font-medium">
        Staff notes
      </label>
      <p id="guest-notes-hint" className="text-xs text-muted-foreground">
        Only staff see these: the quiet corner, a birthday, how they like their chai. Erasing the guest removes them.
      </p>
      <Textarea
        id="guest-notes"
        rows={4}
        maxLength={GUEST_NOTES_MAX}
        aria-describedby="guest-notes-hint"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-muted-foreground tabular-nums">
          {value.length} / {GUEST_NOTES_MAX}
        </p>
        <Button type="submit" size="sm" variant="outline" disabled={pending || value === saved}>
          {pending ? "Saving…" : "Save notes"}
        </Button>
      </div>
    </form>
  );
}

const listOf = (text: string) =>
  text
    .split(",")
    .map((w) => w.trim())
    .filter(Boolean);

export function GuestTagsForm({
  id,
  tags,
  action,
}: {
  id: string;
  tags: string[];
  action: ActionProp<GuestTagsInput, { tags: string[] }>;
}) {
  const current = tidyTags(tags);
  const valuesOf = (kind: string) => current.filter((t) => t.kind === kind).map((t) => t.value);
  const [regular, setRegular] = useState(current.some((t) => t.kind === "regular"));
  const [vip, setVip] = useState(current.some((t) => t.kind === "vip"));
  const [allergies, setAllergies] = useState<string[]>(valuesOf("allergy"));
  const [dietary, setDietary] = useState(valuesOf("dietary").join(", "));
  const [custom, setCustom] = useState(valuesOf("custom").join(", "));
  const [pending, start] = useTransition();

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const input = {
          id,
          regular,
          vip,
          allergies: allergies as GuestTagsInput["allergies"],
          dietary: listOf(dietary),
          custom: listOf(custom),
        };
        start(async () => {
          await toastAction(action(input), "The tags were not saved", () => void toast.success("Tags saved"));
        });
      }}
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-2 text-sm font-medium">Guest</legend>
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" checked={regular} onChange={(e) => setRegular(e.target.checked)} />
          Regular
        </label>
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" checked={vip} onChange={(e) => setVip(e.target.checked)} />
          VIP
        </label>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Allergies (the menu&rsquo;s 14 allergens)</legend>
        <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
          {UK_ALLERGENS.map((a) => (
            <label key={a.value} className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={allergies.includes(a.value)}
                onChange={(e) =>
                  setAllergies((was) => (e.target.checked ? [...was, a.value] : was.filter((v) => v !== a.value)))
                }
              />
              {a.label}
            </label>
          ))}
        </div>
      </fieldset>
      <TagListInput id="guest-dietary" label="Dietary needs" value={dietary} onChange={setDietary} />
      <TagListInput id="guest-custom" label="Your own tags" value={custom} onChange={setCustom}>
        <p id="guest-list-hint" className="mt-1 text-xs text-muted-foreground">
          Separate several with commas, for example &ldquo;vegetarian, no chilli&rdquo;.
        </p>
      </TagListInput>
      <Button type="submit" size="sm" variant="outline" disabled={pending}>
        {pending ? "Saving…" : "Save tags"}
      </Button>
    </form>
  );
}

/** A comma-separated list of tags; the hint under the last one speaks for both. */
function TagListInput({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children?: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-describedby="guest-list-hint" />
      {children}
    </div>
  );
}

export function GuestConsentSwitch({
  id,
  consent,
  action,
}: {
  id: string;
  consent: boolean;
  action: ActionProp<{ id: string; marketingConsent: boolean }, { marketingConsent: boolean }>;
}) {
  const [checked, setChecked] = useState(consent);
  const [pending, start] = useTransition();
  return (
    <div className="flex items-center gap-3">
      <Switch
        id="guest-consent"
        checked={checked}
        disabled={pending}
        onCheckedChange={(next) =>
          start(async () => {
            await toastAction(action({ id, marketingConsent: next }), "Consent was not changed", (data) => {
              setChecked(data.marketingConsent);
              toast.success(data.marketingConsent ? "Marketing consent recorded" : "Marketing consent withdrawn");
            });
          })
        }
      />
      <label htmlFor="guest-consent" className="text-sm">
        Agreed to marketing e-mail
      </label>
    </div>
  );
}

export function GuestEraseButton({
  id,
  refusal,
  action,
}: {
  id: string;
  /** Why it cannot be erased now, shown instead of the button's dialog. */
  refusal: string | null;
  action: ActionProp<{ id: string }, ErasedCounts>;
}) {
  const router = useRouter();
  if (refusal) {
    return (
      <div className="space-y-2">
        <Button variant="outline" disabled className="text-destructive">
          <Trash2 aria-hidden="true" />
          Erase this guest
        </Button>
        <p className="text-sm text-muted-foreground">{refusal}</p>
      </div>
    );
  }
  return (
    <ConfirmButton
      title="Erase this guest?"
      description={
        <>
          Their name, e-mail address, phone number, messages, notes and tags are replaced in every enquiry, booking and
          e-mail. Their bookings still count in the figures, without anything that names them. This cannot be undone.
        </>
      }
      confirmLabel="Erase guest"
      busyLabel="Erasing…"
      onConfirm={() =>
        toastAction(action({ id }), "The guest was not erased", (counts) => {
          toast.success("Guest erased", {
            description: `${counts.enquiries} enquiries and bookings and ${counts.emails} e-mails anonymised.`,
          });
          router.refresh();
        })
      }
      className="text-destructive hover:text-destructive"
    >
      <Trash2 aria-hidden="true" />
      Erase this guest
    </ConfirmButton>
  );
}

export function GuestMergeButton({
  id,
  intoId,
  label,
  action,
}: {
  /** The other record, which goes. */
  id: string;
  /** This page's guest, which stays. */
  intoId: string;
  label: string;
  action: ActionProp<{ id: string; intoId: string }, { intoId: string; moved: number }>;
}) {
  const router = useRouter();
  return (
    <ConfirmButton
      title="Merge these two records?"
      description={
        <>
          Every enquiry and booking of {label} moves to this guest, their tags and notes join this guest&rsquo;s, and
          the other record goes. The activity log records the merge.
        </>
      }
      confirmLabel="Merge"
      busyLabel="Merging…"
      size="sm"
      onConfirm={() =>
        toastAction(action({ id, intoId }), "The records were not merged", (data) => {
          toast.success("Records merged", { description: `${data.moved} enquiries and bookings moved.` });
          router.refresh();
        })
      }
    >
      <GitMerge aria-hidden="true" />
      Merge into this guest
    </ConfirmButton>
  );
}
