import type { Database } from "@/lib/db/client";
import { openingTimes, specialHours } from "@/lib/db/schema";
import { addDays, londonDateOf } from "@/lib/time/london";

const OPENING_TIMES: Array<typeof openingTimes.$inferInsert> = [
  { day: 1, isClosed: true, notes: "Closed on Mondays" },
  { day: 2, openTime1: "17:00:00", closeTime1: "22:00:00" },
  { day: 3, openTime1: "17:00:00", closeTime1: "22:00:00" },
  { day: 4, openTime1: "17:00:00", closeTime1: "22:00:00" },
  { day: 5, openTime1: "12:00:00", closeTime1: "15:00:00", openTime2: "17:00:00", closeTime2: "23:00:00" },
  { day: 6, openTime1: "12:00:00", closeTime1: "15:00:00", openTime2: "17:00:00", closeTime2: "23:00:00" },
  { day: 7, openTime1: "13:00:00", closeTime1: "21:30:00", notes: "Sunday family lunch and dinner" },
];

/** Two closed dates ahead, keyed by London date: a private event ten days out and Christmas Day. */
function demoSpecialHours(now: Date): Array<typeof specialHours.$inferInsert> {
  const today = londonDateOf(now);
  const year = Number(today.slice(0, 4));
  const christmas = today <= `${year}-12-25` ? `${year}-12-25` : `${year + 1}-12-25`;
  let privateEvent = addDays(today, 10);
  // Dates are unique: if ten days out is Christmas Day, the private event moves a day later.
  if (privateEvent === christmas) privateEvent = addDays(today, 11);
  return [
    { date: privateEvent, isClosed: true, notes: "Private event" },
    { date: christmas, isClosed: true, notes: "Christmas Day" },
  ];
}

/** Weekly hours and the special dates; weekdays and dates that already exist are skipped. */
export async function insertDemoHours(tx: Database, now: Date): Promise<void> {
  await tx.insert(openingTimes).values(OPENING_TIMES).onConflictDoNothing({ target: openingTimes.day });
  await tx.insert(specialHours).values(demoSpecialHours(now)).onConflictDoNothing({ target: specialHours.date });
}
