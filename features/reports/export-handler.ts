import { createStaffDownload, fileResponse, type StaffDownloadDeps } from "@/lib/admin/staff-download";
import { reportCsv } from "./csv";
import { readReport } from "./queries";
import { parseReportRange } from "./range";

/** The report for the page's range as a CSV file: the same parser, the same query, the same figures. */
export function createReportExportHandler(deps: StaffDownloadDeps) {
  return createStaffDownload(
    deps,
    {
      refused: "download reports",
      logTag: "[report-export] report",
      failed: "The report could not be prepared. Please try again.",
    },
    async ({ db, now }, request) => {
      const range = parseReportRange(new URL(request.url).searchParams, now);
      return fileResponse(
        reportCsv(await readReport(db, range)),
        "text/csv",
        `report-${range.from}-to-${range.to}.csv`,
      );
    },
  );
}
