import { describe, expect, it } from "vitest";
import { reportBudget, violationLogLine, violationsIn } from "@/lib/security/csp-report";

describe("Content-Security-Policy violation reports", () => {
  it("reads both report formats into one line each, without query strings or line breaks", () => {
    const legacy = {
      "csp-report": {
        "document-uri": "https://47restaurant.co.uk/admin/enquiries?q=guest@example.com",
        "effective-directive": "script-src-elem",
        "blocked-uri": "inline",
      },
    };
    const modern = [
      {
        type: "csp-violation",
        body: {
          documentURL: "https://47restaurant.co.uk/menu",
          effectiveDirective: "img-src",
          blockedURL: "https://x.example/a.png?t=1\nforged",
        },
      },
    ];
    const lines = [...violationsIn(legacy), ...violationsIn(modern)].map(violationLogLine);
    expect(lines).toEqual([
      "[csp] script-src-elem blocked inline on /admin/enquiries",
      "[csp] img-src blocked https://x.example/a.png on /menu",
    ]);
    expect(violationsIn("garbage")).toEqual([]);
    expect(violationsIn(null)).toEqual([]);
  });

  it("logs a fixed number a minute, then waits for the next minute", () => {
    let t = 0;
    const allowed = reportBudget(3, () => t);
    expect([allowed(), allowed(), allowed(), allowed()]).toEqual([true, true, true, false]);
    t = 60_000;
    expect(allowed()).toBe(true);
  });
});
