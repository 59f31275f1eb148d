import type { Metadata } from "next";
import { SectionPlaceholder } from "@/components/admin/section-placeholder";
import { requireAdmin } from "@/lib/auth/admin";

export const metadata: Metadata = { title: "Enquiries" };

export default async function EnquiriesPage() {
  await requireAdmin();
  return <SectionPlaceholder href="/admin/enquiries" />;
}
