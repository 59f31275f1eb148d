import "server-only";
import { londonNow, nextLondonMidnight } from "@/lib/time/london";
import { and, asc, gte, lte } from "drizzle-orm";
import { cacheTag } from "next/cache";
import { readUntilNextChange } from "@/lib/cache/read";
import { getDb, tables, type Database } from "@/lib/db";
import { groupOpeningHours, type HoursGroup } from "./group";
import { todayHours, type TodayHours } from "./today";
import type { SpecialHoursLike, WeeklyHours } from "./types";
import { upcomingSpecialDays, upcomingWindow, type UpcomingSpecialDay } from "./upcoming";
import { CACHE_TAGS } from "@/lib/cache/tags";

export interface OpeningHoursView {
  weekly: WeeklyHours[];
  groups: HoursGroup[];
  today: TodayHours;
  special: SpecialHoursLike[];
  upcoming: UpcomingSpecialDay[];
}

export async function getOpeningHours(): Promise<OpeningHoursView | null> {
  "use cache";
  cacheTag(CACHE_TAGS.hours);
  return readUntilNextChange("hours", async (now) => {
    const db = await getDb();
    const today = londonNow(now).date;
    const [weekly, special] = await Promise.all([
      readWeeklyHours(db),
      readSpecialHoursBetween(upcomingWindow(today), db),
    ]);
    return {
      value: {
        weekly,
        groups: groupOpeningHours(weekly),
        today: todayHours(
          weekly,
          special.find((s) => s.date === today),
          now,
        ),
        special,
        upcoming: upcomingSpecialDays(special, today),
      },
      nextChange: nextLondonMidnight(now),
    };
  });
}

function dayHoursColumns<T extends typeof tables.openingTimes | typeof tables.specialHours>(t: T) {
  return {
    isClosed: t.isClosed,
    openTime1: t.openTime1,
    closeTime1: t.closeTime1,
    openTime2: t.openTime2,
    closeTime2: t.closeTime2,
    notes: t.notes,
  };
}

async function readWeeklyHours(db: Database): Promise<WeeklyHours[]> {
  const t = tables.openingTimes;
  return db
    .select({ day: t.day, ...dayHoursColumns(t) })
    .from(t)
    .orderBy(asc(t.day));
}

async function readSpecialHoursBetween(
  window: { from: string; to: string },
  db: Database,
): Promise<SpecialHoursLike[]> {
  const t = tables.specialHours;
  return db
    .select({ date: t.date, ...dayHoursColumns(t) })
    .from(t)
    .where(and(gte(t.date, window.from), lte(t.date, window.to)))
    .orderBy(asc(t.date));
}
