import type { Metadata } from "next";
import { SectionPlaceholder } from "@/components/admin/section-placeholder";
import { requireAdmin } from "@/lib/auth/admin";

export const metadata: Metadata = { title: "Menu" };

export default async function MenuAdminPage() {
  await requireAdmin();
  return <SectionPlaceholder href="/admin/menu" />;
}
