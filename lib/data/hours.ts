import "server-only";
import { asc, eq } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { getDb, tables } from "@/lib/db";
import { groupOpeningHours, londonNow, todayHours, type HoursGroup, type SpecialHoursLike, type TodayHours, type WeeklyHours } from "@/lib/hours";
import { CACHE_TAGS } from "./tags";

/** The weekly pattern, Monday first. */
export async function getWeeklyHours(): Promise<WeeklyHours[]> {
  "use cache";
  cacheTag(CACHE_TAGS.hours);
  cacheLife("hours");
  const db = await getDb();
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

/**
 * Special hours for one London calendar date. The date is an argument (not "today" inside the
 * cache), so each day gets its own entry and midnight flips "Today:" without any edit.
 */
export async function getSpecialHoursOn(date: string): Promise<SpecialHoursLike | null> {
  "use cache";
  cacheTag(CACHE_TAGS.hours);
  cacheLife("hours");
  const db = await getDb();
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

/**
 * The week grouped for display plus today's line (special hours win), or null when the database
 * cannot be read: callers show a "please call us" fallback rather than failing the page.
 */
export async function loadOpeningHoursView(now: Date): Promise<{ groups: HoursGroup[]; today: TodayHours } | null> {
  try {
    const [weekly, special] = await Promise.all([getWeeklyHours(), getSpecialHoursOn(londonNow(now).date)]);
    return { groups: groupOpeningHours(weekly), today: todayHours(weekly, special, now) };
  } catch (err) {
    console.error("[hours] failed to load opening hours", err);
    return null;
  }
}
