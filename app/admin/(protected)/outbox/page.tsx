import { MailCheck } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { OutboxStateBadge } from "@/features/outbox/admin/outbox-badges";
import { RetryEmailButton } from "@/features/outbox/admin/retry-email-button";
import { CurrentLink } from "@/components/admin/current-link";
import { PagedList } from "@/components/admin/paged-list";
import { RowTitle } from "@/components/admin/row-title";
import { WhenCell } from "@/components/admin/when-cell";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { KIND_LABELS, type EmailKind } from "@/features/outbox/compose";
import {
  OUTBOX_STATES,
  OUTBOX_STATE_LABELS,
  listOutbox,
  outboxStateCounts,
  parseOutboxState,
  type OutboxState,
} from "@/features/outbox/outbox-queries";
import { env } from "@/lib/env";
import { formatLondonDateTime } from "@/lib/time/london";
import type { SearchParams } from "@/lib/admin/list-page";
import { readParam } from "@/lib/admin/params";
import { retryOutboxEmail } from "@/features/outbox/actions";

export const metadata: Metadata = { title: "Outbox" };

export default async function OutboxPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin("mail.read");
  const query = await searchParams;
  const state = parseOutboxState(readParam(query, "state"));
  const page = Math.max(1, Number.parseInt(readParam(query, "page") ?? "1", 10) || 1);
  const db = await getDb();
  const [list, counts] = await Promise.all([listOutbox(db, { state, page }), outboxStateCounts(db)]);
  const href = (s: OutboxState | null, p = 1) =>
    `/admin/outbox${s || p > 1 ? `?${new URLSearchParams({ ...(s ? { state: s } : {}), ...(p > 1 ? { page: String(p) } : {}) })}` : ""}`;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const smtp = Boolean(env().SMTP_URL);

  return (
    <>
      <AdminPageHeader
        title="Outbox"
        description="Every e-mail the website sends to guests and to staff, newest first, with what happened to it. Failed e-mails can be sent again."
      >
        <Button asChild variant="outline" size="sm">
          <Link href="/admin/outbox/templates">E-mail templates</Link>
        </Button>
      </AdminPageHeader>
      {!smtp ? (
        <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950" role="note">
          No mail server is configured (SMTP_URL), so e-mails are kept here instead of being sent. Open one to see
          exactly what the guest would receive.
        </p>
      ) : null}
      <nav aria-label="Filter by state" className="mb-4 flex flex-wrap gap-2">
        {[null, ...OUTBOX_STATES].map((s) => {
          const n = s ? counts[s] : total;
          return (
            <CurrentLink
              key={s ?? "all"}
              href={href(s)}
              current={s === state}
              className="rounded-full border px-3 py-1 text-sm transition-colors"
              currentClassName="border-foreground bg-foreground text-background"
              otherClassName="bg-card text-foreground hover:border-gold/70 hover:bg-accent/40"
            >
              {s ? OUTBOX_STATE_LABELS[s] : "All"} <span className="tabular-nums">({n})</span>
            </CurrentLink>
          );
        })}
      </nav>
      <PagedList
        list={list}
        noun={["e-mail", "e-mails"]}
        href={(p) => href(state, p)}
        empty={{
          icon: MailCheck,
          title: state ? `No ${OUTBOX_STATE_LABELS[state].toLowerCase()} e-mails` : "No e-mails yet",
          hint: "E-mails appear here as soon as a guest sends a form or staff answer an enquiry.",
        }}
      >
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
            {list.rows.map((row) => (
              <TableRow key={row.id}>
                <WhenCell at={row.createdAt} className="hidden sm:table-cell" />
                <TableCell className="max-w-[22rem] min-w-[11rem] py-3 align-top whitespace-normal">
                  <RowTitle
                    href={`/admin/outbox/${row.id}`}
                    title={row.subject}
                    className="line-clamp-2 break-words"
                    factsClassName="break-words"
                    error={
                      row.lastError && row.state !== "sent" ? { id: `error-${row.id}`, message: row.lastError } : null
                    }
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
                      action={retryOutboxEmail}
                      describedBy={row.lastError ? `error-${row.id}` : undefined}
                    />
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </PagedList>
    </>
  );
}
