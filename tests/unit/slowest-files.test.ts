import { describe, expect, it } from "vitest";
import { formatSlowest, playwrightFileTimes, slowest, vitestFileTimes } from "../../scripts/lib/slowest-files.mjs";

describe("the suite's slowest files", () => {
  it("sums every attempt of every test per Playwright spec file, nested suites included", () => {
    const report = {
      suites: [
        {
          file: "menu.spec.ts",
          specs: [{ tests: [{ results: [{ duration: 1000 }, { duration: 500 }] }] }],
          suites: [{ title: "inner", specs: [{ file: "menu.spec.ts", tests: [{ results: [{ duration: 250 }] }] }] }],
        },
        { file: "home.spec.ts", specs: [{ tests: [{ results: [{ duration: 4000 }] }] }] },
      ],
    };
    expect(playwrightFileTimes(report)).toEqual([
      { file: "menu.spec.ts", ms: 1750 },
      { file: "home.spec.ts", ms: 4000 },
    ]);
  });

  it("takes each Vitest file's time from its start and end, relative to the repository", () => {
    const report = { testResults: [{ name: "/repo/tests/unit/a.test.ts", startTime: 100, endTime: 1600 }] };
    expect(vitestFileTimes(report, "/repo")).toEqual([{ file: "tests/unit/a.test.ts", ms: 1500 }]);
  });

  it("lists the ten slowest, slowest first, in seconds", () => {
    const times = Array.from({ length: 12 }, (_, i) => ({ file: `f${i}.spec.ts`, ms: i * 1000 }));
    const top = slowest(times);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ file: "f11.spec.ts", ms: 11_000 });
    expect(formatSlowest("Slowest:", top.slice(0, 2))).toEqual([
      "Slowest:",
      "  f11.spec.ts    11.0 s",
      "  f10.spec.ts    10.0 s",
    ]);
  });
});
