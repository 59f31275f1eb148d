import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { adminSection } from "@/features/dashboard/sections";
import { deleteTable, moveTable, saveTable } from "@/features/tables/actions";
import { readTablesForAdmin } from "@/features/tables/admin-queries";
import { TablesAdmin } from "@/features/tables/admin/tables-admin";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";

export const metadata: Metadata = { title: "Tables" };

export default async function TablesPage() {
  await requireAdmin("content.edit");
  const tables = await readTablesForAdmin(await getDb());
  return (
    <>
      <AdminPageHeader title="Tables" description={adminSection("/admin/tables").description} />
      <TablesAdmin tables={tables} save={saveTable} move={moveTable} remove={deleteTable} />
    </>
  );
}
