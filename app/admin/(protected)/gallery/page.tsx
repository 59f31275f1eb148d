import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { GalleryManager } from "@/features/gallery/admin/gallery-manager";
import { requireAdmin } from "@/lib/auth/admin";
import { readAdminGallery } from "@/features/media/admin-queries";

export const metadata: Metadata = { title: "Gallery" };

export default async function GalleryAdminPage() {
  await requireAdmin("content.edit");
  const items = await readAdminGallery();
  const categories = [...new Set(items.map((i) => i.category).filter(Boolean))].sort();
  return (
    <>
      <AdminPageHeader
        title="Gallery"
        description="The photos and videos on the public gallery page, in the order guests see them."
      />
      <GalleryManager items={items} categories={categories} />
    </>
  );
}
