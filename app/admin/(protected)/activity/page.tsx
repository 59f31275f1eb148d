import type { Metadata } from "next";
import { SectionPlaceholder } from "@/components/admin/section-placeholder";
import { requireAdmin } from "@/lib/auth/admin";

export const metadata: Metadata = { title: "Activity" };

export default async function ActivityPage() {
  await requireAdmin();
  return <SectionPlaceholder href="/admin/activity" />;
}
