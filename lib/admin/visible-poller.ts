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
