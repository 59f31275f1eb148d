import "server-only";
import { cacheLife } from "next/cache";
import { getDb, type Database } from "@/lib/db";
import { lifetimeOfSeconds, lifetimeUntil, RETRY_SECONDS } from "./lifetime";

export interface TimedValue<T> {
  value: T;
  nextChange: Date | null;
}

/** A scheduled list and the moment it next changes, both read as of the same time on one connection. */
export function readScheduled<T>(
  what: string,
  read: (asOfIso: string, db: Database) => Promise<T>,
  nextChange: (at: Date, db: Database) => Promise<Date | null>,
): Promise<T | null> {
  return readUntilNextChange(what, async (now) => {
    const db = await getDb();
    const [value, next] = await Promise.all([read(now.toISOString(), db), nextChange(now, db)]);
    return { value, nextChange: next };
  });
}

/** A read with no schedule: kept until its tag is revalidated (a day at the most). */
export function readUntilRevalidated<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  return readUntilNextChange(what, async () => ({ value: await read(), nextChange: null }));
}

// A failed read is kept as null for seconds only, so a database hiccup is not baked into a page.
export async function readUntilNextChange<T>(
  what: string,
  read: (now: Date) => Promise<TimedValue<T>>,
): Promise<T | null> {
  const now = new Date();
  try {
    const { value, nextChange } = await read(now);
    cacheLife(lifetimeUntil(nextChange, now));
    return value;
  } catch (err) {
    console.error(`[${what}] failed to load`, err);
    cacheLife(lifetimeOfSeconds(RETRY_SECONDS));
    return null;
  }
}
