import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { RecordNotFound } from "@/components/admin/detail-page";
import { recordIdParam } from "@/components/admin/record-id";
import { BackLink } from "@/components/admin/back-link";
import { LiveRefresh } from "@/components/admin/live-refresh";
import { mailContext } from "@/features/enquiries";
import { mailConfig } from "@/features/outbox";
import {
  pauseCampaign,
  resumeCampaign,
  scheduleCampaign,
  sendTestCampaign,
  unscheduleCampaign,
  deleteCampaign,
} from "@/features/newsletter/actions";
import { readAudienceCount, readCampaign, readFailedDeliveries } from "@/features/newsletter/admin-queries";
import { CampaignControls } from "@/features/newsletter/admin/campaign-controls";
import { CampaignPreview } from "@/features/newsletter/admin/campaign-preview";
import { CampaignStats } from "@/features/newsletter/admin/campaign-stats";
import { CampaignStatusBadge } from "@/features/newsletter/admin/campaign-status-badge";
import { campaignMessage, campaignPreviewBody } from "@/features/newsletter/campaign-mail";
import { storedTagLabel } from "@/features/guests";
import { readSiteSettings } from "@/features/settings";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { formatLondonDateTime } from "@/lib/time/london";

export const metadata: Metadata = { title: "Newsletter" };

export default async function NewsletterCampaignPage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requireAdmin("newsletter.send");
  const id = await recordIdParam(params);
  const gone = (
    <RecordNotFound back={{ href: "/admin/newsletter", label: "All newsletters" }} title="Newsletter not found" />
  );
  if (!id) return gone;
  const db = await getDb();
  const config = mailConfig();
  const [campaign, failed, ctx, settings] = await Promise.all([
    readCampaign(db, id),
    readFailedDeliveries(db, id),
    mailContext(db, config),
    readSiteSettings(db),
  ]);
  const { perMinute } = settings.newsletter;
  if (!campaign) return gone;
  const audienceCount = await readAudienceCount(db, campaign);
  const tag = campaign.audience === "tagged" ? storedTagLabel(campaign.audienceTag ?? "") : null;
  const started = campaign.status === "sending" || campaign.status === "paused" || campaign.status === "sent";
  const when =
    campaign.status === "scheduled" && campaign.scheduledAt
      ? `Goes ${formatLondonDateTime(campaign.scheduledAt)} (London).`
      : campaign.startedAt
        ? `Started ${formatLondonDateTime(campaign.startedAt)}${campaign.finishedAt ? `, all handed to the mail server by ${formatLondonDateTime(campaign.finishedAt)}` : ""}.`
        : "Not sent yet.";

  return (
    <>
      {/* While it goes out, the counts follow without a reload. */}
      {campaign.status === "sending" || campaign.status === "scheduled" ? <LiveRefresh intervalMs={15_000} /> : null}
      <BackLink href="/admin/newsletter">All newsletters</BackLink>
      <AdminPageHeader title={campaign.subject} description={when}>
        <CampaignStatusBadge status={campaign.status} />
      </AdminPageHeader>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,46rem)]">
        <div className="space-y-8">
          {started ? <CampaignStats counts={campaign.counts} /> : null}
          {failed.length ? (
            <section aria-labelledby="failed-heading" className="rounded-lg border bg-card p-4 sm:p-6">
              <h2 id="failed-heading" className="text-base font-semibold">
                Not delivered
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                The outbox tried each of these several times. Open one to see why, or to try again.
              </p>
              <ul className="mt-3 divide-y text-sm">
                {failed.map((f) => (
                  <li key={f.outboxId} className="py-2">
                    <Link href={`/admin/outbox/${f.outboxId}`} className="font-medium break-all hover:underline">
                      {f.to}
                    </Link>
                    {f.reason ? <p className="break-words text-muted-foreground">{f.reason}</p> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <CampaignControls
            campaign={{
              id: campaign.id,
              subject: campaign.subject,
              status: campaign.status,
              perMinute,
            }}
            audience={{ count: audienceCount, tag }}
            staffEmail={staff.email}
            actions={{
              schedule: scheduleCampaign,
              unschedule: unscheduleCampaign,
              pause: pauseCampaign,
              resume: resumeCampaign,
              sendTest: sendTestCampaign,
              remove: deleteCampaign,
            }}
          />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Send to</dt>
            <dd className="break-words">{tag ? `Subscribers tagged “${tag}”` : "Everyone subscribed"}</dd>
            <dt className="text-muted-foreground">Pace</dt>
            <dd>
              At most {perMinute} e-mails a minute, over all newsletters together.{" "}
              <Link href="/admin/settings/newsletter" className="underline underline-offset-2">
                Change the pace
              </Link>
            </dd>
          </dl>
        </div>
        <section aria-labelledby="preview-heading">
          <h2 id="preview-heading" className="mb-1 text-base font-semibold">
            Preview
          </h2>
          <p className="mb-3 text-sm text-muted-foreground">
            The saved newsletter as guests receive it. No tracking: links go straight where they say.
          </p>
          <CampaignPreview html={campaignPreviewBody(campaignMessage(campaign, config.siteUrl), ctx)} />
        </section>
      </div>
    </>
  );
}
