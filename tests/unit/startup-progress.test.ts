import { afterEach, describe, expect, it, vi } from "vitest";
import { withProgress } from "@/lib/db/seed/progress";

afterEach(() => {
  vi.useRealTimers();
});

describe("a slow start-up step", () => {
  it("says what it does, that it is still going every ten seconds, and how long it took", async () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    let finish: (v: string) => void = () => {};
    const done = withProgress("making the demo pictures", () => new Promise<string>((r) => (finish = r)), {
      log: (line) => lines.push(line),
      now: () => Date.now(),
    });
    await vi.advanceTimersByTimeAsync(25_000);
    finish("seeded");
    expect(await done).toBe("seeded");
    await vi.advanceTimersByTimeAsync(30_000);
    expect(lines).toEqual([
      "[startup] making the demo pictures…",
      "[startup] still making the demo pictures (10 s so far)",
      "[startup] still making the demo pictures (20 s so far)",
      "[startup] done making the demo pictures in 25 s",
    ]);
  });

  it("stops saying so when the step fails", async () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    await expect(
      withProgress("seeding", () => Promise.reject(new Error("disk full")), { log: (l) => lines.push(l) }),
    ).rejects.toThrow("disk full");
    await vi.advanceTimersByTimeAsync(30_000);
    expect(lines).toEqual(["[startup] seeding…"]);
  });
});
