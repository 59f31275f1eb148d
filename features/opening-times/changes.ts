import { asc, eq } from "drizzle-orm";
import {
  AdminActionError,
  type ActivityEntry,
  type AdminRunContext,
  type AdminRunOutcome,
} from "@/lib/actions/admin-action-core";
import { toHHMM } from "@/lib/time/clock";
import { WEEKDAYS } from "@/features/opening-times/types";
import type { Database } from "@/lib/db/client";
import { openingTimes, specialHours, type SpecialHours } from "@/lib/db/schema";
import type { WeeklyHoursData } from "@/features/opening-times/schema";
import type { SpecialHoursData } from "@/features/opening-times/special-hours-schema";
import { formatCalendarDate, londonNow } from "@/lib/time/london";
import type { ActionDeps } from "@/lib/actions/action-deps";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { weeklyHoursSchema } from "@/features/opening-times/schema";
import { specialHoursIdSchema, specialHoursSchema } from "@/features/opening-times/special-hours-schema";
import { weekdaysSaver } from "@/features/opening-times/weekly-save";

export interface WeeklyDayForm {
  day: number;
  isClosed: boolean;
  openTime1: string;
  closeTime1: string;
  openTime2: string;
  closeTime2: string;
  notes: string;
}

export interface SpecialHoursRow {
  id: string;
  date: string;
  isClosed: boolean;
  openTime1: string;
  closeTime1: string;
  notes: string;
}

const hhmm = (value: string | null | undefined) => (value ? toHHMM(value) : "");
const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

export async function readWeeklyForAdmin(db: Database): Promise<WeeklyDayForm[]> {
  const rows = await db.select().from(openingTimes).orderBy(asc(openingTimes.day));
  return WEEKDAYS.map(({ day }) => {
    const row = rows.find((r) => r.day === day);
    return {
      day,
      isClosed: row ? row.isClosed : true,
      openTime1: hhmm(row?.openTime1),
      closeTime1: hhmm(row?.closeTime1),
      openTime2: hhmm(row?.openTime2),
      closeTime2: hhmm(row?.closeTime2),
      notes: row?.notes ?? "",
    };
  });
}

function toSpecialRow(r: SpecialHours): SpecialHoursRow {
  return {
    id: r.id,
    date: r.date,
    isClosed: r.isClosed,
    openTime1: hhmm(r.openTime1),
    closeTime1: hhmm(r.closeTime1),
    notes: r.notes ?? "",
  };
}

export async function readSpecialForAdmin(
  db: Database,
  now: Date,
): Promise<{ upcoming: SpecialHoursRow[]; past: SpecialHoursRow[] }> {
  const today = londonNow(now).date;
  const rows = (await db.select().from(specialHours).orderBy(asc(specialHours.date))).map(toSpecialRow);
  return { upcoming: rows.filter((r) => r.date >= today), past: rows.filter((r) => r.date < today).reverse() };
}

function sameDay(a: WeeklyDayForm, b: WeeklyDayForm): boolean {
  return (["isClosed", "openTime1", "closeTime1", "openTime2", "closeTime2", "notes"] as const).every(
    (k) => a[k] === b[k],
  );
}

/** A closed day keeps its note but no times: stale times would come back if staff reopen it by mistake. */
export function weeklyValues(d: WeeklyHoursData["days"][number]) {
  const open = !d.isClosed;
  const hasSecond = open && d.openTime2 !== "" && d.closeTime2 !== "";
  return {
    isClosed: d.isClosed,
    openTime1: open ? orNull(d.openTime1) : null,
    closeTime1: open ? orNull(d.closeTime1) : null,
    openTime2: hasSecond ? orNull(d.openTime2) : null,
    closeTime2: hasSecond ? orNull(d.closeTime2) : null,
    notes: orNull(d.notes),
  };
}

export const saveWeeklyHours = weekdaysSaver({
  table: openingTimes,
  values: weeklyValues,
  read: readWeeklyForAdmin,
  same: sameDay,
  what: "the weekly opening hours",
});

const DATE_TAKEN = "There are already special hours for this date. Edit that date instead.";
const DATE_PAST = "Choose today or a later date.";

function specialValues(input: SpecialHoursData) {
  return {
    date: input.date,
    isClosed: input.isClosed,
    openTime1: input.isClosed ? null : orNull(input.openTime1),
    closeTime1: input.isClosed ? null : orNull(input.closeTime1),
    openTime2: null,
    closeTime2: null,
    notes: orNull(input.notes),
  };
}

export function formatSpecialDate(date: string): string {
  return formatCalendarDate(date, { year: true });
}

const SPECIAL_VERBS = { created: "Added", updated: "Updated", deleted: "Removed" } as const;

/** One activity entry per special-hours change, its summary naming the date. */
function specialHoursLog(
  change: keyof typeof SPECIAL_VERBS,
  row: { id: string; date: string },
  states: { before?: SpecialHoursRow; after?: SpecialHoursRow },
): ActivityEntry {
  const summary = `${SPECIAL_VERBS[change]} special hours for ${formatSpecialDate(row.date)}`;
  return { action: `special_hours.${change}`, entityId: row.id, summary, ...states };
}

async function assertDateFree(tx: Database, date: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: specialHours.id })
    .from(specialHours)
    .where(eq(specialHours.date, date))
    .limit(1);
  if (clash && clash.id !== exceptId) throw new AdminActionError(DATE_TAKEN, { date: [DATE_TAKEN] });
}

export function createSpecialHoursRun(now: () => Date) {
  return async ({ input, tx }: AdminRunContext<SpecialHoursData>): Promise<AdminRunOutcome<SpecialHoursRow>> => {
    if (input.date < londonNow(now()).date) throw new AdminActionError(DATE_PAST, { date: [DATE_PAST] });
    await assertDateFree(tx, input.date);
    const [row] = await tx.insert(specialHours).values(specialValues(input)).returning();
    const after = toSpecialRow(row!);
    return { result: after, log: specialHoursLog("created", after, { after }) };
  };
}

export function updateSpecialHoursRun(now: () => Date) {
  return async ({ input, tx }: AdminRunContext<SpecialHoursData>): Promise<AdminRunOutcome<SpecialHoursRow>> => {
    if (!input.id) throw new AdminActionError("Those special hours no longer exist.");
    const [existing] = await tx.select().from(specialHours).where(eq(specialHours.id, input.id));
    if (!existing) throw new AdminActionError("Those special hours no longer exist.");
    if (input.date !== existing.date) {
      if (input.date < londonNow(now()).date) throw new AdminActionError(DATE_PAST, { date: [DATE_PAST] });
      await assertDateFree(tx, input.date, input.id);
    }
    const [row] = await tx
      .update(specialHours)
      .set({ ...specialValues(input), updatedAt: new Date() })
      .where(eq(specialHours.id, input.id))
      .returning();
    const before = toSpecialRow(existing);
    const after = toSpecialRow(row!);
    return { result: after, log: specialHoursLog("updated", after, { before, after }) };
  };
}

export async function deleteSpecialHours({
  input,
  tx,
}: AdminRunContext<{ id: string }>): Promise<AdminRunOutcome<{ id: string }>> {
  const [existing] = await tx.delete(specialHours).where(eq(specialHours.id, input.id)).returning();
  if (!existing) throw new AdminActionError("Those special hours were already removed.");
  return { result: { id: existing.id }, log: specialHoursLog("deleted", existing, { before: toSpecialRow(existing) }) };
}

export const hoursActions = (deps: Pick<ActionDeps, "now">) => ({
  saveWeeklyHours: {
    name: "hours.saveWeekly",
    schema: weeklyHoursSchema,
    entity: "opening_times",
    tags: [CACHE_TAGS.hours],
    run: saveWeeklyHours,
  },
  createSpecialHours: {
    name: "hours.createSpecial",
    schema: specialHoursSchema,
    entity: "special_hours",
    tags: [CACHE_TAGS.hours],
    run: createSpecialHoursRun(deps.now),
  },
  updateSpecialHours: {
    name: "hours.updateSpecial",
    schema: specialHoursSchema,
    entity: "special_hours",
    tags: [CACHE_TAGS.hours],
    run: updateSpecialHoursRun(deps.now),
  },
  deleteSpecialHours: {
    name: "hours.deleteSpecial",
    schema: specialHoursIdSchema,
    entity: "special_hours",
    tags: [CACHE_TAGS.hours],
    run: deleteSpecialHours,
  },
});
