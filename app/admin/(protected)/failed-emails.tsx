import Link from "next/link";
import { RetryEmailButton } from "@/app/admin/(protected)/outbox/retry-email-button";
import type { ActionResult } from "@/lib/actions/admin-action-core";
import { KIND_LABELS, type EmailKind } from "@/lib/email/compose";
import type { OutboxSummary } from "@/lib/email/outbox-queries";
import { formatLondonDateTime } from "@/lib/time/london";
import { DashboardCard } from "./dashboard-card";

export type RetryEmail = (input: { id: string }) => Promise<ActionResult<{ state: "pending" }>>;

/** Shown only while some e-mail could not be delivered: each with its reason and Retry. */
export function FailedEmailsCard({ failed, retry }: { failed: { rows: OutboxSummary[]; total: number }; retry: RetryEmail }) {
  if (failed.total === 0) return null;
  const more = failed.total - failed.rows.length;
  return (
    <DashboardCard id="failed-emails" title="E-mails that could not be sent" description="Check the address or the mail server, then try again." link={{ href: "/admin/outbox?state=failed", label: "View all" }} className="border-destructive/40">
      <ul className="-my-2 divide-y" aria-label="Failed e-mails">
        {failed.rows.map((e) => (
          <li key={e.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3">
            <div className="min-w-0">
              <Link href={`/admin/outbox/${e.id}`} className="block text-sm break-words text-foreground underline-offset-4 hover:underline">
                {e.subject}
              </Link>
              <span className="mt-0.5 block text-xs text-muted-foreground">
                {KIND_LABELS[e.kind as EmailKind] ?? e.kind} to {e.toAddress} · {formatLondonDateTime(e.updatedAt)}
              </span>
              {e.lastError ? (
                <span id={`dashboard-error-${e.id}`} className="mt-1 block text-xs break-words text-destructive">
                  {e.lastError}
                </span>
              ) : null}
            </div>
            <RetryEmailButton id={e.id} action={retry} describedBy={e.lastError ? `dashboard-error-${e.id}` : undefined} />
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="mt-4 text-sm text-muted-foreground">And {more} more in the outbox.</p> : null}
    </DashboardCard>
  );
}
