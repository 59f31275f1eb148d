import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { HeroManager } from "@/features/hero-management/admin/hero-manager";
import { requireAdmin } from "@/lib/auth/admin";
import { readAdminHero } from "@/features/media/admin-queries";

export const metadata: Metadata = { title: "Hero management" };

export default async function HeroManagementPage() {
  await requireAdmin("content.edit");
  const videos = await readAdminHero();
  return (
    <>
      <AdminPageHeader
        title="Hero management"
        description="The videos behind the welcome on the home page: their order, timing and posters."
      />
      <HeroManager videos={videos} />
    </>
  );
}
