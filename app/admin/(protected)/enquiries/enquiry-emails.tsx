import Link from "next/link";
import { OutboxStateBadge } from "@/app/admin/(protected)/outbox/outbox-badges";
import { RetryEmailButton } from "@/app/admin/(protected)/outbox/retry-email-button";
import type { ActionResult } from "@/lib/actions/admin-action-core";
import { KIND_LABELS, type EmailKind } from "@/lib/email/compose";
import type { OutboxSummary } from "@/lib/email/outbox-queries";
import { formatLondonDateTime } from "@/lib/time/london";

/** Every e-mail this enquiry caused, newest first, with its delivery state. */
export function EnquiryEmails({ emails, retry }: { emails: OutboxSummary[]; retry: (input: { id: string }) => Promise<ActionResult<{ state: "pending" }>> }) {
  return (
    <section aria-labelledby="enquiry-emails" className="self-start rounded-lg border bg-card p-5">
      <h2 id="enquiry-emails" className="mb-4 font-display text-xl font-semibold">
        E-mails
      </h2>
      {emails.length === 0 ? (
        <p className="text-sm text-muted-foreground">No e-mails about this enquiry yet.</p>
      ) : (
        <ul className="-my-2 divide-y" aria-label="E-mails about this enquiry">
          {emails.map((e) => (
            <li key={e.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3">
              <div className="min-w-0">
                <Link href={`/admin/outbox/${e.id}`} className="block text-sm break-words text-foreground underline-offset-4 hover:underline">
                  {e.subject}
                </Link>
                <span className="mt-0.5 block text-xs text-muted-foreground">
                  {KIND_LABELS[e.kind as EmailKind] ?? e.kind} to {e.toAddress} · {formatLondonDateTime(e.sentAt ?? e.createdAt)}
                </span>
                {e.lastError && e.state !== "sent" ? (
                  <span id={`email-error-${e.id}`} className="mt-1 block text-xs break-words text-destructive">
                    {e.lastError}
                  </span>
                ) : null}
              </div>
              <div className="flex items-center gap-2">
                <OutboxStateBadge state={e.state} attempts={e.attempts} />
                {e.state === "failed" ? <RetryEmailButton id={e.id} action={retry} describedBy={e.lastError ? `email-error-${e.id}` : undefined} /> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
