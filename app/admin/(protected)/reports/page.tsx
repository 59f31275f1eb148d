import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { adminSection } from "@/features/dashboard/sections";
import { ReportRangeForm } from "@/features/reports/admin/report-range-form";
import { ReportView } from "@/features/reports/admin/report-view";
import { readReport } from "@/features/reports/queries";
import { parseReportRange, rangePresets } from "@/features/reports/range";
import type { SearchParams } from "@/lib/routes/search-params";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";

export const metadata: Metadata = { title: "Reports" };

export default async function ReportsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin("reports.read");
  const now = new Date();
  const range = parseReportRange(await searchParams, now);
  const data = await readReport(await getDb(), range);
  return (
    <>
      <AdminPageHeader title="Reports" description={adminSection("/admin/reports").description} />
      <div className="space-y-6">
        <ReportRangeForm range={range} presets={rangePresets(now)} />
        <ReportView data={data} />
      </div>
    </>
  );
}
