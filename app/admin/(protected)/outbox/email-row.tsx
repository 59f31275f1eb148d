import Link from "next/link";
import { KIND_LABELS, type EmailKind } from "@/lib/email/compose";
import type { OutboxSummary } from "@/lib/email/outbox-queries";
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
        <Link
          href={`/admin/outbox/${e.id}`}
          className="block text-sm break-words text-foreground underline-offset-4 hover:underline"
        >
          {e.subject}
        </Link>
        <span className="mt-0.5 block text-xs text-muted-foreground">
          {KIND_LABELS[e.kind as EmailKind] ?? e.kind} to {e.toAddress} · {formatLondonDateTime(at)}
        </span>
        {errorId ? (
          <span id={errorId} className="mt-1 block text-xs break-words text-destructive">
            {e.lastError}
          </span>
        ) : null}
      </div>
      {children}
    </li>
  );
}
