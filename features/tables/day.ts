// The tables on one evening, as the "Tables by time" page draws them, and the rule a move must pass.
// Pure: the caller reads the room and the day's held bookings (seating.ts) and gets back rows of
// bars on a time scale, the bookings that fit nowhere, and, for a move, why it cannot be done.

import { NO_FIT_MESSAGES, bestFit, optionsForParty, tableOptions, type TableOption } from "./fitting";
import { minutesOfDay } from "@/lib/time/clock";
import { seatsInWords } from "./floor";
import { namesOf, type DayTables, type RoomTable } from "./room";
import { firstParam, type PageQuery } from "@/lib/routes/search-params";

/** What the page shows of a booking besides its time at the table: staff see the guest's name. */
export interface DayBooking {
  id: string;
  name: string;
  time: string;
  guests: number;
}

export interface DayBar {
  bookingId: string;
  name: string;
  guests: number;
  start: number;
  end: number;
  tableIds: readonly string[];
  /** False when no tables are recorded and the fitting rule only pencils it in. */
  placed: boolean;
  /** "M1 + M2" */
  tables: string;
}

export interface DayRow {
  table: RoomTable;
  bars: DayBar[];
}

export interface Unseated {
  booking: DayBooking;
  reason: string;
}

export interface MoveChoice {
  /** The table ids joined by commas, as the form posts them. */
  value: string;
  label: string;
}

export interface TablesDayView {
  date: string;
  rows: DayRow[];
  bars: DayBar[];
  unseated: Unseated[];
  /** The drawn span, in minutes of the day, on whole half hours. */
  scale: { start: number; end: number; ticks: number[] };
  /** Per booking, every table or joinable set meant for its party. */
  choices: Record<string, MoveChoice[]>;
}

const STEP = 30;

/** "7:00pm"; minutes past midnight count on into the small hours. */
export function clockOf(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, "0")}${h < 12 ? "am" : "pm"}`;
}

/** "19:30" for the URL and the floor view's links. */
export const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

function choiceOf(option: TableOption, tables: readonly RoomTable[]): MoveChoice {
  return {
    value: option.tableIds.join(","),
    label: `${namesOf(tables, option.tableIds).join(" + ")} (${seatsInWords(option)})`,
  };
}

export function tablesDay(day: DayTables, bookings: readonly DayBooking[]): TablesDayView {
  const byId = new Map(bookings.map((b) => [b.id, b]));
  const recorded = new Set(day.held.filter((h) => h.tableIds.length).map((h) => h.id));
  const bars: DayBar[] = day.seatings.flatMap((s) => {
    const b = s.bookingId ? byId.get(s.bookingId) : undefined;
    if (!b) return [];
    return [
      {
        bookingId: b.id,
        name: b.name,
        guests: b.guests,
        start: s.start,
        end: s.end,
        tableIds: s.tableIds,
        placed: recorded.has(b.id),
        tables: namesOf(day.tables, s.tableIds).join(" + "),
      },
    ];
  });
  const seated = new Set(bars.map((b) => b.bookingId));
  const unseated = bookings
    .filter((b) => !seated.has(b.id))
    .map((booking) => {
      const fit = bestFit(day.room, day.seatings, {
        partySize: booking.guests,
        start: minutesOfDay(booking.time),
        duration: day.minutesFor(booking.guests),
      });
      return { booking, reason: fit.ok ? NO_FIT_MESSAGES["all-taken"] : NO_FIT_MESSAGES[fit.reason] };
    });

  const starts = bookings.map((b) => minutesOfDay(b.time));
  const ends = bars.map((b) => b.end);
  const first = starts.length ? Math.min(...starts) : 18 * 60;
  const last = Math.max(first + 2 * 60, ...ends, ...starts.map((s) => s + STEP));
  const start = Math.floor(first / STEP) * STEP;
  const end = Math.ceil(last / STEP) * STEP;
  const ticks: number[] = [];
  for (let m = start; m <= end; m += STEP) ticks.push(m);

  const options = tableOptions(day.room);
  const choices = Object.fromEntries(
    bookings.map((b) => [b.id, optionsForParty(options, b.guests).map((o) => choiceOf(o, day.tables))]),
  );
  return {
    date: day.date,
    rows: day.tables.map((table) => ({ table, bars: bars.filter((b) => b.tableIds.includes(table.id)) })),
    bars,
    unseated,
    scale: { start, end, ticks },
    choices,
  };
}

/** Left edge and width of a span on the scale, in per cent. */
export function spanOnScale(scale: { start: number; end: number }, from: number, to: number) {
  const whole = scale.end - scale.start || 1;
  return { left: ((from - scale.start) / whole) * 100, width: ((to - from) / whole) * 100 };
}

export interface FloorTable {
  table: RoomTable;
  /** The booking at this table at the chosen time, if any. */
  taken: DayBar | null;
}

/** Who sits where at `at` (minutes of the day): a seating holds its tables over [start, end). */
export function floorAt(view: TablesDayView, at: number): FloorTable[] {
  return view.rows.map(({ table, bars }) => ({
    table,
    taken: bars.find((b) => b.start <= at && at < b.end) ?? null,
  }));
}

/** The times the floor view offers: each half hour the evening's bookings span. */
export const floorTimes = (view: TablesDayView) => view.scale.ticks.slice(0, -1);

export interface MoveRequest {
  bookingId: string;
  tableIds: readonly string[];
  time: string;
  guests: number;
}

export type MoveDecision = { ok: true; option: TableOption } | { ok: false; reason: string };

/**
 * Whether a booking may sit at exactly these tables: they exist, form one table or a joinable chain
 * that seats the party, and no other seating holds one of them for part of its time. A smaller party
 * than the tables are meant for is allowed: staff may give a couple a four-top on a quiet night.
 */
export function decideMove(
  day: Pick<DayTables, "tables" | "room" | "seatings" | "held" | "minutesFor">,
  move: MoveRequest,
): MoveDecision {
  const names = (ids: readonly string[]) => namesOf(day.tables, ids).join(" + ");
  if (move.tableIds.some((id) => !day.tables.some((t) => t.id === id)))
    return { ok: false, reason: "That table no longer exists. Someone may have deleted it meanwhile." };
  const wanted = [...move.tableIds].sort().join("|");
  const option = tableOptions(day.room).find((o) => [...o.tableIds].sort().join("|") === wanted);
  if (!option)
    return {
      ok: false,
      reason: `${names(move.tableIds)} cannot be pushed together: choose one table, or tables joinable one to the next.`,
    };
  if (move.guests > option.seatsMax)
    return {
      ok: false,
      reason: `${names(option.tableIds)} ${option.tableIds.length === 1 ? "seats" : "seat"} ${seatsInWords(option).replace(/ seats?$/, "")}, not ${move.guests}.`,
    };
  const start = minutesOfDay(move.time);
  const end = start + day.minutesFor(move.guests);
  const clash = day.seatings.find(
    (s) =>
      s.bookingId !== move.bookingId &&
      s.start < end &&
      start < s.end &&
      s.tableIds.some((id) => option.tableIds.includes(id)),
  );
  if (clash) {
    const table = names(clash.tableIds.filter((id) => option.tableIds.includes(id)));
    const guests = day.held.find((h) => h.id === clash.bookingId)?.guests;
    return {
      ok: false,
      reason: `${table} ${table.includes("+") ? "are" : "is"} taken from ${clockOf(clash.start)} to ${clockOf(clash.end)} by another booking${guests ? ` for ${guests}` : ""}.`,
    };
  }
  return { ok: true, option };
}

export interface DayParams {
  date: string;
  /** The floor view's time, "19:30"; null for the evening's first. */
  at: string | null;
}

const isDate = (raw: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(raw) && new Date(`${raw}T00:00:00Z`).toISOString().startsWith(raw);

/** The page's query: a real calendar date (else today) and a time of day (else none). */
export function parseDayParams(params: PageQuery, today: string): DayParams {
  const date = firstParam(params.date).trim();
  const at = firstParam(params.at).trim();
  return {
    date: date && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && isDate(date) ? date : today,
    at: /^([01]\d|2[0-3]):[0-5]\d$/.test(at) ? at : null,
  };
}

export const dayHref = (date: string, at?: string | null) => `/admin/tables/day?date=${date}${at ? `&at=${at}` : ""}`;
