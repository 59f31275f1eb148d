import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { RecordNotFound } from "@/components/admin/detail-page";
import { recordIdParam } from "@/components/admin/record-id";
import { readImageLibrary } from "@/features/media/admin-queries";
import { updateCampaign } from "@/features/newsletter/actions";
import { campaignFormValues, readAudienceChoices, readCampaign } from "@/features/newsletter/admin-queries";
import { CampaignEditor } from "@/features/newsletter/admin/campaign-editor";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";

export const metadata: Metadata = { title: "Edit newsletter" };

export default async function EditNewsletterPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdmin("newsletter.send");
  const id = await recordIdParam(params);
  const db = await getDb();
  const [campaign, library] = await Promise.all([id ? readCampaign(db, id) : null, readImageLibrary(db)]);
  if (!campaign)
    return (
      <RecordNotFound back={{ href: "/admin/newsletter", label: "All newsletters" }} title="Newsletter not found" />
    );
  // Once it has started, what guests received stays as it was.
  if (campaign.status !== "draft" && campaign.status !== "scheduled") redirect(`/admin/newsletter/${id}`);
  const audience = await readAudienceChoices(db, campaign.audienceTag);
  return (
    <>
      <AdminPageHeader title="Edit newsletter" description={`“${campaign.subject}”`} />
      <CampaignEditor
        initial={campaignFormValues(campaign, audience.current)}
        action={updateCampaign}
        mode="edit"
        library={library}
        audience={audience}
      />
    </>
  );
}
