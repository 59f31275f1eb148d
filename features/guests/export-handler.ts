import type { AdminVerdictLike } from "@/lib/actions/admin-action-core";
import type { Database } from "@/lib/db/client";
import { activityLog } from "@/lib/db/schema";
import { readGuestHistory } from "./admin-queries";
import { guestRef } from "./changes";
import { guestExportCsv, guestExportOf } from "./export";

export interface GuestExportDeps {
  verify: () => Promise<AdminVerdictLike>;
  getDb: () => Promise<Database>;
  logError: (message: string, err: unknown) => void;
  now?: () => Date;
}

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A guest's data as JSON (default) or CSV (`?format=csv`); each export is logged, without who it was about. */
export function createGuestExportHandler(deps: GuestExportDeps) {
  return async function GET(request: Request, id: string): Promise<Response> {
    let actor: string;
    try {
      const verdict = await deps.verify();
      if (verdict.kind === "signed-out") return text("Please sign in with an admin account.", 401);
      if (verdict.kind !== "admin") return text("You are not authorised to export guests' data.", 403);
      actor = verdict.email;
    } catch (err) {
      deps.logError("[guest-export] admin check failed", err);
      return text("You are not authorised to export guests' data.", 403);
    }
    if (!UUID.test(id)) return text("That guest could not be found.", 404);

    try {
      const db = await deps.getDb();
      const history = await readGuestHistory(db, id);
      if (!history) return text("That guest could not be found.", 404);
      const format = new URL(request.url).searchParams.get("format") === "csv" ? "csv" : "json";
      const data = guestExportOf(history, deps.now?.() ?? new Date());
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
      return new Response(format === "csv" ? guestExportCsv(data) : JSON.stringify(data, null, 2), {
        headers: {
          "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
          "Content-Disposition": `attachment; filename="${file}"`,
          "Cache-Control": "no-store",
          "X-Content-Type-Options": "nosniff",
        },
      });
    } catch (err) {
      deps.logError("[guest-export] export failed", err);
      return text("The export could not be prepared. Please try again.", 500);
    }
  };
}
