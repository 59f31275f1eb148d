import type { Metadata } from "next";
import { SectionPlaceholder } from "@/components/admin/section-placeholder";
import { requireAdmin } from "@/lib/auth/admin";

export const metadata: Metadata = { title: "Opening times" };

export default async function OpeningTimesPage() {
  await requireAdmin();
  return <SectionPlaceholder href="/admin/opening-times" />;
}
