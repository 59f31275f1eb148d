import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { readImageLibrary } from "@/features/media/admin-queries";
import { createCampaign } from "@/features/newsletter/actions";
import { readAudienceChoices } from "@/features/newsletter/admin-queries";
import { CampaignEditor } from "@/features/newsletter/admin/campaign-editor";
import { emptyCampaign } from "@/features/newsletter/schema";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";

export const metadata: Metadata = { title: "New newsletter" };

export default async function NewNewsletterPage() {
  await requireAdmin("newsletter.send");
  const db = await getDb();
  const [library, audience] = await Promise.all([readImageLibrary(db), readAudienceChoices(db)]);
  return (
    <>
      <AdminPageHeader
        title="New newsletter"
        description="Write it and save a draft; then preview it, send yourself a test and choose when it goes."
      />
      <CampaignEditor
        initial={emptyCampaign()}
        action={createCampaign}
        mode="create"
        library={library}
        audience={audience}
      />
    </>
  );
}
