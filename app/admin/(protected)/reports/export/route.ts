import { connection } from "next/server";
import { createReportExportHandler } from "@/features/reports/export-handler";
import { logAdminError } from "@/lib/actions/admin-action-core";
import { verifyPermission } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";

const exportReport = createReportExportHandler({
  verify: () => verifyPermission("reports.read"),
  getDb,
  logError: logAdminError,
});

export async function GET(request: Request): Promise<Response> {
  // Always per request: the build must not try to run the admin check.
  await connection();
  return exportReport(request);
}
