import type { Metadata } from "next";
import { SectionPlaceholder } from "@/components/admin/section-placeholder";
import { requireAdmin } from "@/lib/auth/admin";

export const metadata: Metadata = { title: "Gallery" };

export default async function GalleryAdminPage() {
  await requireAdmin();
  return <SectionPlaceholder href="/admin/gallery" />;
}
