import "server-only";
import { asc, eq } from "drizzle-orm";
import { cacheTag } from "next/cache";
import { readUntilNextChange } from "@/lib/cache/read";
import { getDb, tables, type Database } from "@/lib/db";
import { groupOpeningHours, londonNow, nextLondonMidnight, todayHours, type HoursGroup, type SpecialHoursLike, type TodayHours, type WeeklyHours } from "@/lib/hours";
import { CACHE_TAGS } from "./tags";

export interface OpeningHoursView {
  /** The weekly pattern, Monday first. */
  weekly: WeeklyHours[];
  groups: HoursGroup[];
  /** Today's line: a special-hours row for today's London date wins. */
  today: TodayHours;
}

/**
 * The week grouped for display plus today's line, kept until London midnight (when "Today:"
 * moves on) or the next edit; null when the database cannot be read, so callers show a "please
 * call us" fallback rather than failing the page.
 */
export async function getOpeningHours(): Promise<OpeningHoursView | null> {
  "use cache";
  cacheTag(CACHE_TAGS.hours);
  return readUntilNextChange("hours", async (now) => {
    const db = await getDb();
    const [weekly, special] = await Promise.all([readWeeklyHours(db), readSpecialHoursOn(londonNow(now).date, db)]);
    return {
      value: { weekly, groups: groupOpeningHours(weekly), today: todayHours(weekly, special, now) },
      nextChange: nextLondonMidnight(now),
    };
  });
}

async function readWeeklyHours(db: Database): Promise<WeeklyHours[]> {
  const t = tables.openingTimes;
  return db
    .select({
      day: t.day,
      isClosed: t.isClosed,
      openTime1: t.openTime1,
      closeTime1: t.closeTime1,
      openTime2: t.openTime2,
      closeTime2: t.closeTime2,
      notes: t.notes,
    })
    .from(t)
    .orderBy(asc(t.day));
}

async function readSpecialHoursOn(date: string, db: Database): Promise<SpecialHoursLike | null> {
  const t = tables.specialHours;
  const [row] = await db
    .select({
      date: t.date,
      isClosed: t.isClosed,
      openTime1: t.openTime1,
      closeTime1: t.closeTime1,
      openTime2: t.openTime2,
      closeTime2: t.closeTime2,
      notes: t.notes,
    })
    .from(t)
    .where(eq(t.date, date))
    .limit(1);
  return row ?? null;
}
