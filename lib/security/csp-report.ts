import { logLine } from "./log-line";

export const CSP_REPORT_PATH = "/api/csp-report";
export const CSP_REPORT_MAX_BYTES = 16 * 1024;

export interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/** Both report formats: `report-uri`'s {"csp-report": …} and the Reporting API's [{type, body}]. */
export function violationsIn(body: unknown): Violation[] {
  const reports = Array.isArray(body)
    ? body.map((r) => (r as { body?: unknown })?.body)
    : [(body as Record<string, unknown>)?.["csp-report"]];
  return reports.flatMap((report) => {
    if (!report || typeof report !== "object") return [];
    const r = report as Record<string, unknown>;
    const text = (...keys: string[]) => keys.map((k) => r[k]).find((v): v is string => typeof v === "string") ?? "";
    return [
      {
        directive: text("effective-directive", "effectiveDirective", "violated-directive"),
        blocked: withoutQuery(text("blocked-uri", "blockedURL")),
        page: pathOf(text("document-uri", "documentURL")),
      },
    ];
  });
}

export function violationLogLine(v: Violation): string {
  return `[csp] ${logLine(v.directive || "?", 60)} blocked ${logLine(v.blocked || "?", 120)} on ${logLine(v.page || "?", 120)}`;
}

/** A fixed number of lines a minute per server: a page full of violations, or a flood, cannot fill the log. */
export function reportBudget(perMinute: number, now: () => number = Date.now) {
  let windowStart = 0;
  let used = 0;
  return () => {
    const t = now();
    if (t - windowStart >= 60_000) {
      windowStart = t;
      used = 0;
    }
    used += 1;
    return used <= perMinute;
  };
}

function withoutQuery(uri: string): string {
  return uri.split(/[?#]/)[0] ?? "";
}

function pathOf(uri: string): string {
  try {
    return new URL(uri).pathname;
  } catch {
    return withoutQuery(uri);
  }
}
