import { createStaffDownload, fileResponse, type StaffDownloadDeps } from "@/lib/admin/staff-download";
import { activityLog } from "@/lib/db/schema";
import { describeExport, enquiriesCsv, exportFileName } from "./export";
import { parseInboxParams } from "./inbox-params";
import { exportInbox } from "./inbox-queries";

export type ExportDeps = StaffDownloadDeps;

// Each export is logged: a file of guests' personal data has left the system.
export function createExportHandler(deps: ExportDeps) {
  return createStaffDownload(
    deps,
    {
      refused: "export enquiries",
      logTag: "[export] enquiries export",
      failed: "The export could not be prepared. Please try again.",
    },
    async ({ actor, db }, request) => {
      const filter = parseInboxParams(new URL(request.url).searchParams);
      const rows = await exportInbox(db, filter);
      const csv = enquiriesCsv(rows);
      await db.insert(activityLog).values({
        actorEmail: actor,
        action: "enquiry.exported",
        entity: "enquiry",
        entityId: null,
        summary: describeExport(filter, rows.length),
        before: null,
        after: {
          rows: rows.length,
          type: filter.type,
          status: filter.status,
          from: filter.from,
          to: filter.to,
          search: filter.q !== "",
        },
      });
      return fileResponse(csv, "text/csv", exportFileName(filter));
    },
  );
}
