import type { Metadata } from "next";
import Link from "next/link";
import { DetailFact, DetailHeader, RecordNotFound } from "@/components/admin/detail-page";
import { TitledSection } from "@/components/admin/titled-section";
import { OutboxStateBadge } from "@/features/outbox/admin/outbox-badges";
import { RetryEmailButton } from "@/features/outbox/admin/retry-email-button";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { KIND_LABELS, type EmailKind } from "@/features/outbox/compose";
import { getOutboxEmail } from "@/features/outbox/outbox-queries";
import { enquiryRef } from "@/features/enquiries/labels";
import { formatLondonDateTime } from "@/lib/time/london";
import { retryOutboxEmail } from "@/features/outbox/actions";

export const metadata: Metadata = { title: "E-mail" };

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <DetailFact label={label} valueClassName="break-words">
    {children}
  </DetailFact>
);

export default async function OutboxEmailPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdmin("mail.read");
  const { id } = await params;
  const email = await getOutboxEmail(await getDb(), id);
  const back = { href: "/admin/outbox", label: "Back to the outbox" };
  if (!email)
    return (
      <RecordNotFound
        back={back}
        title="E-mail not found"
        description="It may have gone with an enquiry that was deleted, or the link is incomplete."
      />
    );
  const headers = Object.entries(email.headers ?? {});

  return (
    <>
      <DetailHeader
        back={back}
        title={email.subject}
        description={`${KIND_LABELS[email.kind as EmailKind] ?? email.kind} written ${formatLondonDateTime(email.createdAt)}`}
      >
        <div className="flex items-center gap-2">
          <OutboxStateBadge state={email.state} attempts={email.attempts} />
          {email.state === "failed" || email.state === "held" ? (
            <RetryEmailButton
              id={email.id}
              label={email.state === "held" ? "Send now" : "Retry"}
              action={retryOutboxEmail}
            />
          ) : null}
        </div>
      </DetailHeader>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
        <TitledSection id="email-preview" title="As the recipient sees it" className="min-w-0 space-y-3">
          {/* The message's own HTML, sandboxed: nothing in it may run or reach this page. */}
          <iframe
            title={`The e-mail “${email.subject}” as rendered HTML`}
            sandbox=""
            srcDoc={email.html}
            className="h-[56rem] w-full rounded-lg border bg-white"
          />
          <details className="rounded-lg border bg-card p-4">
            <summary className="cursor-pointer text-sm font-medium">Plain-text part</summary>
            <pre className="mt-3 text-sm break-words whitespace-pre-wrap">{email.textBody}</pre>
          </details>
          {email.ics ? (
            <details className="rounded-lg border bg-card p-4">
              <summary className="cursor-pointer text-sm font-medium">Calendar invitation (reservation.ics)</summary>
              <pre className="mt-3 overflow-x-auto text-xs">{email.ics}</pre>
            </details>
          ) : null}
        </TitledSection>
        <TitledSection id="email-facts" title="Delivery" card className="self-start" headingClassName="mb-4">
          <dl className="grid gap-4">
            <Fact label="To">{email.toAddress}</Fact>
            <Fact label="From">
              {email.fromName} &lt;{email.fromAddress}&gt;
            </Fact>
            {email.replyTo ? <Fact label="Reply-To">{email.replyTo}</Fact> : null}
            <Fact label="Attempts">{email.attempts}</Fact>
            {email.state === "pending" && email.attempts > 0 ? (
              <Fact label="Next attempt">{formatLondonDateTime(email.nextAttemptAt)}</Fact>
            ) : null}
            {email.lastError && email.state !== "sent" ? <Fact label="Last error">{email.lastError}</Fact> : null}
            {email.sentAt ? <Fact label="Sent">{formatLondonDateTime(email.sentAt)}</Fact> : null}
            <Fact label="Message-ID">
              <code className="text-xs">{email.messageId}</code>
            </Fact>
            {headers.map(([name, value]) => (
              <Fact key={name} label={name}>
                <code className="text-xs">{value}</code>
              </Fact>
            ))}
            {email.enquiryId ? (
              <Fact label="Enquiry">
                <Link
                  href={`/admin/enquiries/${email.enquiryId}`}
                  className="underline underline-offset-4 hover:text-gold-deep"
                >
                  Enquiry {enquiryRef(email.enquiryId)}
                </Link>
              </Fact>
            ) : null}
          </dl>
        </TitledSection>
      </div>
    </>
  );
}
