import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { EmptyNote } from "@/components/admin/empty-state";
import { NewLink } from "@/components/admin/new-link";
import { adminSection } from "@/features/dashboard/sections";
import { readAudienceCount, readCampaigns, type CampaignSummary } from "@/features/newsletter/admin-queries";
import { CampaignStatusBadge } from "@/features/newsletter/admin/campaign-status-badge";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { formatLondonDateTime } from "@/lib/time/london";

export const metadata: Metadata = { title: "Newsletter" };

function whenOf(c: CampaignSummary): string {
  switch (c.status) {
    case "draft":
      return `Last edited ${formatLondonDateTime(c.updatedAt)}`;
    case "scheduled":
      return `Goes ${formatLondonDateTime(c.scheduledAt!)}`;
    case "sending":
    case "paused":
      return `Started ${formatLondonDateTime(c.startedAt!)} · ${c.counts.sent} of ${c.counts.recipients} sent`;
    case "sent":
      return `Sent ${formatLondonDateTime(c.finishedAt ?? c.startedAt!)} · ${c.counts.sent} delivered${c.counts.failed ? `, ${c.counts.failed} failed` : ""}`;
  }
}

export default async function NewsletterPage() {
  await requireAdmin("newsletter.send");
  const { description } = adminSection("/admin/newsletter");
  const db = await getDb();
  const [campaigns, audience] = await Promise.all([readCampaigns(db), readAudienceCount(db)]);

  return (
    <>
      <AdminPageHeader title="Newsletter" description={description}>
        <NewLink href="/admin/newsletter/new">New newsletter</NewLink>
      </AdminPageHeader>
      <p className="mb-4 text-sm">
        <strong>{audience}</strong> {audience === 1 ? "guest is" : "guests are"} subscribed.
      </p>
      {campaigns.length ? (
        <ul className="divide-y rounded-lg border bg-card" aria-label="Newsletters">
          {campaigns.map((c) => (
            <li
              key={c.id}
              className="flex flex-col items-start gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <Link href={`/admin/newsletter/${c.id}`} className="font-medium break-words hover:underline">
                  {c.subject}
                </Link>
                <p className="text-sm text-muted-foreground">{whenOf(c)}</p>
              </div>
              <CampaignStatusBadge status={c.status} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote
          title="No newsletters yet"
          hint="Tell your guests about a new menu, a festival evening or a quiet change to the hours."
        />
      )}
    </>
  );
}
