import { getTableName } from "drizzle-orm";
import type { AdminRunContext, AdminRunOutcome } from "@/lib/actions/admin-action-core";
import type { Database } from "@/lib/db/client";
import type { bookingSlots, openingTimes } from "@/lib/db/schema";
import { WEEKDAYS } from "@/features/opening-times/types";

const DAY_NAME = new Map<number, string>(WEEKDAYS.map((d) => [d.day, d.name]));

/** A weekday-keyed table and the values a form's day stores in it. */
type WeekdayRow<T extends typeof openingTimes | typeof bookingSlots, D> = {
  table: T;
  values: (day: D) => Omit<T["$inferInsert"], "day">;
};

type WeekdaysSpec<D extends { day: number }, F extends { day: number }> = (
  WeekdayRow<typeof openingTimes, D> | WeekdayRow<typeof bookingSlots, D>
) & {
  read: (db: Database) => Promise<F[]>;
  same: (a: F, b: F) => boolean;
  /** What the summary says was updated, e.g. "the booking slots". */
  what: string;
};

/** Upserts the weekdays the form changed (all seven when it does not say), then logs only the days whose stored values changed (none: no entry). */
export function weekdaysSaver<D extends { day: number }, F extends { day: number }>(spec: WeekdaysSpec<D, F>) {
  const entity = getTableName(spec.table);
  return async ({
    input,
    tx,
  }: AdminRunContext<{ days: D[]; touched?: number[] }>): Promise<AdminRunOutcome<{ changedDays: string[] }>> => {
    const before = await spec.read(tx);
    const { touched } = input;
    for (const d of touched ? input.days.filter((day) => touched.includes(day.day)) : input.days) {
      const values = spec.values(d);
      await tx
        .insert(spec.table)
        .values({ day: d.day, ...values })
        .onConflictDoUpdate({ target: spec.table.day, set: { ...values, updatedAt: new Date() } });
    }
    const after = await spec.read(tx);
    const changed = after.filter((a, i) => !spec.same(a, before[i]!)).map((a) => DAY_NAME.get(a.day) ?? String(a.day));
    if (changed.length === 0) return { result: { changedDays: [] }, log: [] };
    const summary = `Updated ${spec.what} (${changed.join(", ")})`;
    return { result: { changedDays: changed }, log: { action: `${entity}.updated`, entity, summary, before, after } };
  };
}
