import type { Metadata } from "next";
import { SectionPlaceholder } from "@/components/admin/section-placeholder";
import { requireAdmin } from "@/lib/auth/admin";

export const metadata: Metadata = { title: "Users" };

export default async function UsersPage() {
  await requireAdmin();
  return <SectionPlaceholder href="/admin/users" />;
}
