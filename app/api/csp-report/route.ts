import { CSP_REPORT_MAX_BYTES, reportBudget, violationLogLine, violationsIn } from "@/lib/security/csp-report";

const withinBudget = reportBudget(60);

export async function POST(request: Request) {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > CSP_REPORT_MAX_BYTES) return new Response(null, { status: 413 });
  let body: unknown = null;
  try {
    const text = await request.text();
    if (text.length <= CSP_REPORT_MAX_BYTES) body = JSON.parse(text);
  } catch {
    body = null;
  }
  for (const violation of violationsIn(body)) {
    if (!withinBudget()) break;
    console.warn(violationLogLine(violation));
  }
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
