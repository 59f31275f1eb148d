import type { Metadata } from "next";
import { SectionPlaceholder } from "@/components/admin/section-placeholder";
import { requireAdmin } from "@/lib/auth/admin";

export const metadata: Metadata = { title: "Popups" };

export default async function PopupsPage() {
  await requireAdmin();
  return <SectionPlaceholder href="/admin/popups" />;
}
