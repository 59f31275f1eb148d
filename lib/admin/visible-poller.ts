/** The parts of `document` the poller needs (a fake in tests). */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: "visibilitychange", listener: () => void): void;
  removeEventListener(type: "visibilitychange", listener: () => void): void;
}

export interface VisiblePollerOptions {
  intervalMs: number;
  onTick: () => void;
  source: VisibilitySource;
  now?: () => number;
}

/**
 * Calls `onTick` every `intervalMs` while the page is visible, and not at all while it is hidden
 * (a background tab costs the server nothing). Coming back after at least one interval ticks at
 * once, so what the admin sees is never older than one interval. Returns the stop function.
 */
export function startVisiblePoller({ intervalMs, onTick, source, now = Date.now }: VisiblePollerOptions): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let last = now();

  const tick = () => {
    last = now();
    onTick();
  };
  const pause = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const resume = () => {
    pause();
    timer = setInterval(tick, intervalMs);
  };
  const onVisibilityChange = () => {
    if (source.visibilityState !== "visible") return pause();
    if (now() - last >= intervalMs) tick();
    resume();
  };

  if (source.visibilityState === "visible") resume();
  source.addEventListener("visibilitychange", onVisibilityChange);
  return () => {
    pause();
    source.removeEventListener("visibilitychange", onVisibilityChange);
  };
}
