import { errorWithoutPersonalData } from "@/lib/security/log-line";

interface RunningJob {
  timer: NodeJS.Timeout;
  running: boolean;
}

// On globalThis, by name: a dev-mode reload evaluates this module again and must not start a second copy.
const g = globalThis as typeof globalThis & { __repeatingJobs?: Map<string, RunningJob> };
const jobs = (g.__repeatingJobs ??= new Map());

export interface RepeatingJob {
  /** Names the job in the log: `[name] …`. */
  name: string;
  everyMs: number;
  work: () => Promise<unknown>;
  /** What failed, in words, logged with the error's kind (never its message: it may quote a guest's row). */
  failure: string;
}

/**
 * Scheduled work on a self-hosted server (Vercel calls the cron routes instead): runs at once and then
 * every `everyMs`, never two runs of one job at once, and never keeps a stopping server alive. Starting
 * a job that already runs does nothing. Returns a stop function.
 */
export function startRepeatingJob({ name, everyMs, work, failure }: RepeatingJob): () => void {
  const stop = () => {
    const job = jobs.get(name);
    if (job) clearInterval(job.timer);
    jobs.delete(name);
  };
  if (jobs.has(name)) return stop;
  const tick = async () => {
    const job = jobs.get(name);
    if (!job || job.running) return;
    job.running = true;
    try {
      await work();
    } catch (err) {
      console.error(`[${name}] ${failure}: ${errorWithoutPersonalData(err)}`);
    } finally {
      job.running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  jobs.set(name, { timer, running: false });
  void tick();
  return stop;
}
