import { OutboxStateBadge, type OutboxSummary, EmailRow } from "@/features/outbox";
import { RetryEmailButton, type RetryEmailAction } from "@/features/outbox/client";

/** Every e-mail this enquiry caused, newest first, with its delivery state. */
export function EnquiryEmails({ emails, retry }: { emails: OutboxSummary[]; retry: RetryEmailAction }) {
  return (
    <section aria-labelledby="enquiry-emails" className="self-start rounded-lg border bg-card p-5">
      <h2 id="enquiry-emails" className="mb-4 font-display text-xl font-semibold">
        E-mails
      </h2>
      {emails.length === 0 ? (
        <p className="text-sm text-muted-foreground">No e-mails about this enquiry yet.</p>
      ) : (
        <ul className="-my-2 divide-y" aria-label="E-mails about this enquiry">
          {emails.map((e) => {
            const errorId = e.lastError && e.state !== "sent" ? `email-error-${e.id}` : undefined;
            return (
              <EmailRow key={e.id} email={e} at={e.sentAt ?? e.createdAt} errorId={errorId}>
                <div className="flex items-center gap-2">
                  <OutboxStateBadge state={e.state} attempts={e.attempts} />
                  {e.state === "failed" ? <RetryEmailButton id={e.id} action={retry} describedBy={errorId} /> : null}
                </div>
              </EmailRow>
            );
          })}
        </ul>
      )}
    </section>
  );
}
