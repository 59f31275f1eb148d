import { CurrentLink } from "@/components/admin/current-link";
import { RowTitle } from "@/components/admin/row-title";
import { WhenCell } from "@/components/admin/when-cell";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatLondonDateTime } from "@/lib/time/london";
import { KIND_LABELS, type EmailKind } from "@/features/outbox/compose";
import {
  OUTBOX_STATES,
  OUTBOX_STATE_LABELS,
  type OutboxState,
  type OutboxSummary,
} from "@/features/outbox/outbox-queries";
import { OutboxStateBadge } from "./outbox-badges";
import { RetryEmailButton, type RetryEmailAction } from "./retry-email-button";

/** The outbox's state filter: all e-mails, then each state, each with how many it holds. */
export function OutboxStateNav({
  state,
  counts,
  href,
}: {
  state: OutboxState | null;
  counts: Record<OutboxState, number>;
  href: (state: OutboxState | null) => string;
}) {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <nav aria-label="Filter by state" className="mb-4 flex flex-wrap gap-2">
      {[null, ...OUTBOX_STATES].map((s) => (
        <CurrentLink
          key={s ?? "all"}
          href={href(s)}
          current={s === state}
          className="rounded-full border px-3 py-1 text-sm transition-colors"
          currentClassName="border-foreground bg-foreground text-background"
          otherClassName="bg-card text-foreground hover:border-gold/70 hover:bg-accent/40"
        >
          {s ? OUTBOX_STATE_LABELS[s] : "All"} <span className="tabular-nums">({s ? counts[s] : total})</span>
        </CurrentLink>
      ))}
    </nav>
  );
}

/** One page of e-mails, newest first: on a phone the recipient and time fold under the subject. */
export function OutboxTable({ rows, retry }: { rows: OutboxSummary[]; retry: RetryEmailAction }) {
  return (
    <Table>
      <caption className="sr-only">E-mails, newest first</caption>
      <TableHeader>
        <TableRow>
          <TableHead className="hidden sm:table-cell">Written</TableHead>
          <TableHead>E-mail</TableHead>
          <TableHead className="hidden md:table-cell">To</TableHead>
          <TableHead>State</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <WhenCell at={row.createdAt} className="hidden sm:table-cell" />
            <TableCell className="max-w-[22rem] min-w-[11rem] py-3 align-top whitespace-normal">
              <RowTitle
                href={`/admin/outbox/${row.id}`}
                title={row.subject}
                className="line-clamp-2 break-words"
                factsClassName="break-words"
                error={row.lastError && row.state !== "sent" ? { id: `error-${row.id}`, message: row.lastError } : null}
              >
                {KIND_LABELS[row.kind as EmailKind] ?? row.kind}
                <span className="break-all md:hidden"> · {row.toAddress}</span>
                <span className="sm:hidden"> · {formatLondonDateTime(row.createdAt)}</span>
              </RowTitle>
            </TableCell>
            <TableCell className="hidden max-w-[14rem] truncate align-top text-sm md:table-cell">
              {row.toAddress}
            </TableCell>
            <TableCell className="align-top">
              <OutboxStateBadge state={row.state} attempts={row.attempts} />
              {row.attempts > 0 ? (
                <span className="mt-1 block text-xs text-muted-foreground">
                  {row.attempts === 1 ? "1 attempt" : `${row.attempts} attempts`}
                </span>
              ) : null}
            </TableCell>
            <TableCell className="text-right align-top">
              {row.state === "failed" ? (
                <RetryEmailButton
                  id={row.id}
                  action={retry}
                  describedBy={row.lastError ? `error-${row.id}` : undefined}
                />
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
