import { MailCheck } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { PagedList } from "@/components/admin/paged-list";
import { Button } from "@/components/ui/button";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import {
  OUTBOX_STATE_LABELS,
  listOutbox,
  outboxStateCounts,
  parseOutboxState,
  type OutboxState,
} from "@/features/outbox/outbox-queries";
import { OutboxStateNav, OutboxTable } from "@/features/outbox/admin/outbox-list";
import { env } from "@/lib/env";
import type { SearchParams } from "@/lib/routes/search-params";
import { parsePage, readParam } from "@/lib/admin/params";
import { retryOutboxEmail } from "@/features/outbox/actions";

export const metadata: Metadata = { title: "Outbox" };

export default async function OutboxPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin("mail.read");
  const query = await searchParams;
  const state = parseOutboxState(readParam(query, "state"));
  const page = parsePage(readParam(query, "page"));
  const db = await getDb();
  const [list, counts] = await Promise.all([listOutbox(db, { state, page }), outboxStateCounts(db)]);
  const href = (s: OutboxState | null, p = 1) =>
    `/admin/outbox${s || p > 1 ? `?${new URLSearchParams({ ...(s ? { state: s } : {}), ...(p > 1 ? { page: String(p) } : {}) })}` : ""}`;
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
      <OutboxStateNav state={state} counts={counts} href={href} />
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
        <OutboxTable rows={list.rows} retry={retryOutboxEmail} />
      </PagedList>
    </>
  );
}
