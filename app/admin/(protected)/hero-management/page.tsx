import type { Metadata } from "next";
import { SectionPlaceholder } from "@/components/admin/section-placeholder";
import { requireAdmin } from "@/lib/auth/admin";

export const metadata: Metadata = { title: "Hero management" };

export default async function HeroManagementPage() {
  await requireAdmin();
  return <SectionPlaceholder href="/admin/hero-management" />;
}
