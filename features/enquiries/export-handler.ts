import type { AdminVerdictLike } from "@/lib/actions/admin-action-core";
import type { Database } from "@/lib/db/client";
import { activityLog } from "@/lib/db/schema";
import { describeExport, enquiriesCsv, exportFileName } from "./export";
import { parseInboxParams } from "./inbox-params";
import { exportInbox } from "./inbox-queries";

export interface ExportDeps {
  verify: () => Promise<AdminVerdictLike>;
  getDb: () => Promise<Database>;
  logError: (message: string, err: unknown) => void;
}

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

// Each export is logged: a file of guests' personal data has left the system.
export function createExportHandler(deps: ExportDeps) {
  return async function GET(request: Request): Promise<Response> {
    let actor: string;
    try {
      const verdict = await deps.verify();
      if (verdict.kind === "signed-out") return text("Please sign in with an admin account.", 401);
      if (verdict.kind !== "admin") return text("You are not authorised to export enquiries.", 403);
      actor = verdict.email;
    } catch (err) {
      deps.logError("[export] admin check failed", err);
      return text("You are not authorised to export enquiries.", 403);
    }

    try {
      const filter = parseInboxParams(new URL(request.url).searchParams);
      const db = await deps.getDb();
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
      return new Response(csv, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${exportFileName(filter)}"`,
          "Cache-Control": "no-store",
          "X-Content-Type-Options": "nosniff",
        },
      });
    } catch (err) {
      deps.logError("[export] enquiries export failed", err);
      return text("The export could not be prepared. Please try again.", 500);
    }
  };
}
