import { type OutboxSummary, EmailRow } from "@/features/outbox";
import { RetryEmailButton, type RetryEmailAction } from "@/features/outbox/client";
import { DashboardCard } from "./dashboard-card";

/** Shown only while some e-mail could not be delivered: each with its reason and Retry. */
export function FailedEmailsCard({
  failed,
  retry,
}: {
  failed: { rows: OutboxSummary[]; total: number };
  retry: RetryEmailAction;
}) {
  if (failed.total === 0) return null;
  const more = failed.total - failed.rows.length;
  return (
    <DashboardCard
      id="failed-emails"
      title="E-mails that could not be sent"
      description="Check the address or the mail server, then try again."
      link={{ href: "/admin/outbox?state=failed", label: "View all" }}
      className="border-destructive/40"
    >
      <ul className="-my-2 divide-y" aria-label="Failed e-mails">
        {failed.rows.map((e) => {
          const errorId = e.lastError ? `dashboard-error-${e.id}` : undefined;
          return (
            <EmailRow key={e.id} email={e} at={e.updatedAt} errorId={errorId}>
              <RetryEmailButton id={e.id} action={retry} describedBy={errorId} />
            </EmailRow>
          );
        })}
      </ul>
      {more > 0 ? <p className="mt-4 text-sm text-muted-foreground">And {more} more in the outbox.</p> : null}
    </DashboardCard>
  );
}
