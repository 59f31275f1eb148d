import type { AdminVerdictLike } from "@/lib/actions/admin-action-core";
import type { Database } from "@/lib/db/client";
import { reportCsv } from "./csv";
import { readReport } from "./queries";
import { parseReportRange } from "./range";

export interface ReportExportDeps {
  verify: () => Promise<AdminVerdictLike>;
  getDb: () => Promise<Database>;
  logError: (message: string, err: unknown) => void;
  now?: () => Date;
}

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** The report for the page's range as a CSV file: the same parser, the same query, the same figures. */
export function createReportExportHandler(deps: ReportExportDeps) {
  return async function GET(request: Request): Promise<Response> {
    try {
      const verdict = await deps.verify();
      if (verdict.kind === "signed-out") return text("Please sign in with an admin account.", 401);
      if (verdict.kind !== "admin") return text("You are not authorised to download reports.", 403);
    } catch (err) {
      deps.logError("[report-export] admin check failed", err);
      return text("You are not authorised to download reports.", 403);
    }
    try {
      const range = parseReportRange(new URL(request.url).searchParams, deps.now?.() ?? new Date());
      const data = await readReport(await deps.getDb(), range);
      return new Response(reportCsv(data), {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="report-${range.from}-to-${range.to}.csv"`,
          "Cache-Control": "no-store",
          "X-Content-Type-Options": "nosniff",
        },
      });
    } catch (err) {
      deps.logError("[report-export] report failed", err);
      return text("The report could not be prepared. Please try again.", 500);
    }
  };
}
