import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startRepeatingJob } from "@/lib/schedule/repeating-job";

const stops: Array<() => void> = [];
const start = (job: Parameters<typeof startRepeatingJob>[0]) => {
  const stop = startRepeatingJob(job);
  stops.push(stop);
  return stop;
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a repeating job", () => {
  it("runs at once, then at every interval", async () => {
    const work = vi.fn(async () => {});
    start({ name: "test-every", everyMs: 1000, work, failure: "it failed" });
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(work).toHaveBeenCalledTimes(4);
  });

  it("never runs twice at once: a tick while the last run is still going is skipped", async () => {
    let finish: () => void = () => {};
    const work = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    start({ name: "test-slow", everyMs: 1000, work, failure: "it failed" });
    await vi.advanceTimersByTimeAsync(2500);
    expect(work).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it("starts once by name, however often it is started (a dev reload)", async () => {
    const work = vi.fn(async () => {});
    start({ name: "test-once", everyMs: 1000, work, failure: "it failed" });
    start({ name: "test-once", everyMs: 1000, work, failure: "it failed" });
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it("logs a failure by its kind, never the error's message, and carries on", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const work = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error("duplicate key: (email)=(amina@example.com)"))
      .mockResolvedValue(undefined);
    start({ name: "test-fails", everyMs: 1000, work, failure: "queueing failed (the next tick tries again)" });
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0]![0]);
    expect(line).toMatch(/^\[test-fails\] queueing failed \(the next tick tries again\): Error/);
    expect(line).not.toContain("amina@example.com");
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it("stops when asked", async () => {
    const work = vi.fn(async () => {});
    const stop = start({ name: "test-stop", everyMs: 1000, work, failure: "it failed" });
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
