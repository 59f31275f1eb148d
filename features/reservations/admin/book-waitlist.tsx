"use client";

import { useTransition } from "react";
import { toast } from "sonner";
import { ContactLink } from "@/components/admin/contact-link";
import { toastAction } from "@/components/admin/toast-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ActionProp } from "@/lib/actions/admin-action-core";
import { partyInWords } from "@/lib/forms/field-lists";

export interface WaitlistRow {
  id: string;
  name: string;
  phone: string;
  email: string;
  party: number;
  status: string;
  /** "Offered until 21:15", or null */
  detail: string | null;
  fits: boolean;
}

type Offer = ActionProp<{ id: string }, { id: string; emailId: string | null }>;

function OfferButton({ row, action, time }: { row: WaitlistRow; action: Offer; time: string }) {
  const [pending, startTransition] = useTransition();
  return (
    <Button
      type="button"
      size="sm"
      disabled={pending}
      aria-label={`Offer the ${time} table to ${row.name}`}
      onClick={() =>
        startTransition(async () => {
          await toastAction(action({ id: row.id }), "The table was not offered", () =>
            toast.success("Table offered", { description: `${row.name} has an e-mail with a link to accept it.` }),
          );
        })
      }
    >
      {pending ? "Offering…" : "Offer"}
    </Button>
  );
}

/** A slot's waitlist in the book: who waits, oldest first, and a one-click offer when freed covers fit them. */
export function BookWaitlist({
  time,
  freed,
  rows,
  action,
}: {
  time: string;
  freed: string | null;
  rows: WaitlistRow[];
  action: Offer;
}) {
  const id = `waitlist-${time}`;
  return (
    <section aria-labelledby={id} className="mt-3 rounded-md border border-dashed bg-muted/40 px-3 py-2">
      {freed ? (
        <p role="status" className="mb-2 rounded bg-emerald-50 px-2 py-1 text-sm font-medium text-emerald-900">
          {freed}
        </p>
      ) : null}
      <h4 id={id} className="text-sm font-semibold">
        Waitlist at {time} ({rows.length})
      </h4>
      <ul className="divide-y" aria-label={`Waitlist at ${time}`}>
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
            <span className="min-w-0">
              <span className="font-medium">{row.name}</span>
              <span className="ml-2 tabular-nums">{partyInWords(row.party)}</span>
              <span className="mt-0.5 flex flex-wrap gap-x-3 text-muted-foreground">
                <ContactLink kind="phone" value={row.phone} className="hover:text-foreground" />
                <ContactLink kind="email" value={row.email} className="hover:text-foreground" />
              </span>
            </span>
            <span className="flex flex-wrap items-center gap-2">
              <Badge variant="outline">{row.status}</Badge>
              {row.detail ? <span className="text-xs text-muted-foreground">{row.detail}</span> : null}
              {row.fits ? <OfferButton row={row} action={action} time={time} /> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
