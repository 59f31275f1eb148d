import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startVisiblePoller, type VisibilitySource } from "@/lib/admin/visible-poller";

class FakeDocument extends EventTarget implements VisibilitySource {
  visibilityState: DocumentVisibilityState = "visible";
  set(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event("visibilitychange"));
  }
}

describe("startVisiblePoller", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Starts a poller on `doc` and hands back its tick spy and its stop. */
  const poll = (doc: FakeDocument, intervalMs = 15_000) => {
    const onTick = vi.fn();
    const stop = startVisiblePoller({ intervalMs, onTick, source: doc, now: Date.now });
    return { onTick, stop };
  };

  it("ticks every interval while visible", () => {
    const { onTick } = poll(new FakeDocument());
    vi.advanceTimersByTime(14_999);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(onTick).toHaveBeenCalledTimes(3);
  });

  it("stops while the tab is hidden and catches up at once when it is shown again", () => {
    const doc = new FakeDocument();
    const { onTick } = poll(doc);
    doc.set("hidden");
    vi.advanceTimersByTime(120_000);
    expect(onTick).not.toHaveBeenCalled();
    doc.set("visible");
    expect(onTick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(15_000);
    expect(onTick).toHaveBeenCalledTimes(2);
  });

  it("does not tick early after a short hide, and starts paused in a hidden tab", () => {
    const doc = new FakeDocument();
    doc.visibilityState = "hidden";
    const { onTick } = poll(doc);
    vi.advanceTimersByTime(5_000);
    doc.set("visible");
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(15_000);
    expect(onTick).toHaveBeenCalledTimes(1);
  });

  it("stops for good when stopped", () => {
    const doc = new FakeDocument();
    const { onTick, stop } = poll(doc, 1_000);
    stop();
    doc.set("hidden");
    doc.set("visible");
    vi.advanceTimersByTime(10_000);
    expect(onTick).not.toHaveBeenCalled();
  });
});
