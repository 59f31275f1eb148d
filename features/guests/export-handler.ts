import { createStaffDownload, fileResponse, plainText, type StaffDownloadDeps } from "@/lib/admin/staff-download";
import { isRecordId } from "@/lib/db/record-id";
import { activityLog } from "@/lib/db/schema";
import { readGuestHistory } from "./admin-queries";
import { guestRef } from "./changes";
import { guestExportCsv, guestExportOf } from "./export";

export type GuestExportDeps = StaffDownloadDeps;

/** A guest's data as JSON (default) or CSV (`?format=csv`); each export is logged, without who it was about. */
export function createGuestExportHandler(deps: GuestExportDeps) {
  return createStaffDownload(
    deps,
    {
      refused: "export guests' data",
      logTag: "[guest-export] export",
      failed: "The export could not be prepared. Please try again.",
    },
    async ({ actor, db, now }, request, id: string) => {
      const history = isRecordId(id) ? await readGuestHistory(db, id) : null;
      if (!history) return plainText("That guest could not be found.", 404);
      const format = new URL(request.url).searchParams.get("format") === "csv" ? "csv" : "json";
      const data = guestExportOf(history, now);
      await db.insert(activityLog).values({
        actorEmail: actor,
        action: "guest.exported",
        entity: "guest",
        entityId: id,
        summary: `Exported the data held about ${guestRef(id)} (${format.toUpperCase()})`,
        before: null,
        after: { format, bookings: data.bookings.length, enquiries: data.enquiries.length, emails: data.emails.length },
      });
      const file = `guest-${id.slice(0, 8)}.${format}`;
      return format === "csv"
        ? fileResponse(guestExportCsv(data), "text/csv", file)
        : fileResponse(JSON.stringify(data, null, 2), "application/json", file);
    },
  );
}
