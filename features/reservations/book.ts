import { addDays } from "@/lib/time/london";
import { HOLDS_TABLE_STATUSES, type EnquiryStatus } from "@/lib/db/schema/enquiry-statuses";
import type { GuestMarkFacts } from "@/features/enquiries";
import type { GuestGlance } from "@/features/guests";
import { firstParam } from "@/lib/routes/search-params";

export interface BookEntry {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  date: string;
  time: string | null;
  guests: number;
  guestsAtLeast: boolean;
  status: EnquiryStatus;
  notes: string | null;
  source: string;
  guest: GuestMarkFacts;
  /** The guest's visits, no-shows and tags (features/guests), read beside the day's bookings. */
  glance?: GuestGlance;
  /** The tables recorded for it, in the room's order; none when it has not been placed. */
  tables?: readonly string[];
}

/** "M1 + M2", or a dash when the booking has no table recorded. */
export const tablesText = (entry: Pick<BookEntry, "tables">) => (entry.tables?.length ? entry.tables.join(" + ") : "—");

export const HOLDS_TABLE: readonly EnquiryStatus[] = HOLDS_TABLE_STATUSES;
export const AWAITS_ANSWER: readonly EnquiryStatus[] = ["requested"];
export const OFF_THE_BOOK: readonly EnquiryStatus[] = ["declined", "cancelled"];

export interface Covers {
  confirmed: number;
  requested: number;
}

export interface BookSlot {
  time: string;
  entries: BookEntry[];
  covers: Covers;
}

export interface BookDay {
  date: string;
  slots: BookSlot[];
  off: BookEntry[];
  covers: Covers;
  bookings: number;
}

function addCovers(covers: Covers, e: BookEntry): void {
  if (HOLDS_TABLE.includes(e.status)) covers.confirmed += e.guests;
  else if (AWAITS_ANSWER.includes(e.status)) covers.requested += e.guests;
}

const byTimeThenName = (a: BookEntry, b: BookEntry) =>
  (a.time ?? "").localeCompare(b.time ?? "") || a.name.localeCompare(b.name);

export function bookDay(date: string, entries: readonly BookEntry[], slots: readonly string[]): BookDay {
  const onDay = entries.filter((e) => e.date === date).sort(byTimeThenName);
  const live = onDay.filter((e) => !OFF_THE_BOOK.includes(e.status));
  const times = [...new Set([...slots, ...live.map((e) => e.time ?? "")])].sort();
  const day: BookDay = {
    date,
    slots: [],
    off: onDay.filter((e) => OFF_THE_BOOK.includes(e.status)),
    covers: { confirmed: 0, requested: 0 },
    bookings: 0,
  };
  for (const time of times) {
    const slot: BookSlot = {
      time,
      entries: live.filter((e) => (e.time ?? "") === time),
      covers: { confirmed: 0, requested: 0 },
    };
    for (const e of slot.entries) {
      addCovers(slot.covers, e);
      addCovers(day.covers, e);
    }
    day.slots.push(slot);
  }
  day.bookings = live.filter((e) => e.status !== "no_show").length;
  return day;
}

export function weekStart(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

export function weekDates(date: string): string[] {
  const monday = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export type BookView = "day" | "week";

export interface BookParams {
  view: BookView;
  date: string;
}

export function parseBookParams(
  params: { view?: string | string[]; date?: string | string[] },
  today: string,
): BookParams {
  const view = firstParam(params.view) === "week" ? "week" : "day";
  const raw = firstParam(params.date);
  const valid =
    raw &&
    /^\d{4}-\d{2}-\d{2}$/.test(raw) &&
    !Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) &&
    new Date(`${raw}T00:00:00Z`).toISOString().startsWith(raw);
  return { view, date: valid ? raw : today };
}

export function bookHref(p: BookParams, today?: string): string {
  const query = new URLSearchParams();
  if (p.view === "week") query.set("view", "week");
  if (p.date !== today) query.set("date", p.date);
  const qs = query.toString();
  return `/admin/reservations${qs ? `?${qs}` : ""}`;
}
