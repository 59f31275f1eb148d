import { RowTitle } from "@/components/admin/row-title";
import { KIND_LABELS, type EmailKind } from "@/features/outbox/compose";
import type { OutboxSummary } from "@/features/outbox/outbox-queries";
import { formatLondonDateTime } from "@/lib/time/london";

/** One e-mail in a short list: its subject (linking to the outbox page), kind, recipient, time and error. */
export function EmailRow({
  email: e,
  at,
  errorId,
  children,
}: {
  email: OutboxSummary;
  at: Date;
  errorId: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0">
        <RowTitle
          href={`/admin/outbox/${e.id}`}
          title={e.subject}
          className="block break-words"
          error={errorId ? { id: errorId, message: e.lastError } : null}
        >
          {KIND_LABELS[e.kind as EmailKind] ?? e.kind} to {e.toAddress} · {formatLondonDateTime(at)}
        </RowTitle>
      </div>
      {children}
    </li>
  );
}
