// Which table, or set of joined tables, seats a party for its whole time at the table. Pure: the
// caller reads the tables, their joins and the evening's seatings, and gets back a decision it can
// explain to a guest or to staff.
//
// Times are plain numbers on one scale the caller picks (minutes since the day's midnight suits
// slots like "19:00"; an evening running past midnight simply counts on past 1440). A seating holds
// its tables over the half-open interval [start, end): one party leaving at 19:00 and the next
// sitting down at 19:00 is not a clash.
//
// Joins: staff declare pairs of tables that can be pushed together. A joined set is a chain of
// tables in which each table is joinable with the next (A–B–C needs A–B and B–C declared, nothing
// about A–C), of at most MAX_JOINED_TABLES tables. A set seats from the sum of its tables' minimums
// to the sum of their maximums: pushing tables together is taken to lose no seats, which staff can
// correct with each table's own numbers.

export const MAX_JOINED_TABLES = 4;

export interface FitTable {
  id: string;
  seatsMin: number;
  seatsMax: number;
}

/** Two tables that can be pushed together, in either order. */
export type JoinPair = readonly [string, string];

export interface Seating {
  tableIds: readonly string[];
  start: number;
  end: number;
  /** The booking sitting there, so a move can leave the booking's own seating out of the check. */
  bookingId?: string;
}

/** A single table or a joined chain, with the seats it offers. */
export interface TableOption {
  tableIds: readonly string[];
  seatsMin: number;
  seatsMax: number;
}

export type NoFitReason =
  /** No tables have been set up. */
  | "no-tables"
  /** Larger than any table or joinable set. */
  | "too-large"
  /** Within the room's range, but below every table's and set's minimum that could take it. */
  | "no-size-fit"
  /** Tables of the right size exist but all are taken for part of the time. */
  | "all-taken";

export type Fit = { ok: true; option: TableOption } | { ok: false; reason: NoFitReason };

export interface FitRequest {
  partySize: number;
  start: number;
  /** The party's time at the table, in the same units as start. */
  duration: number;
  /** A booking whose own seating is left out of the check, when moving it. */
  ignoringBooking?: string;
}

export interface Room {
  tables: readonly FitTable[];
  joins: readonly JoinPair[];
}

export const NO_FIT_MESSAGES: Record<NoFitReason, string> = {
  "no-tables": "No tables have been set up yet.",
  "too-large": "The party is larger than any table or set of joinable tables.",
  "no-size-fit": "No table or joinable set is meant for a party of that size.",
  "all-taken": "Every table that fits the party is taken for part of that time.",
};

const overlaps = (aStart: number, aEnd: number, bStart: number, bEnd: number) => aStart < bEnd && bStart < aEnd;

/** Every single table and every joined chain, each set once whichever end its chain is read from. */
export function tableOptions({ tables, joins }: Room): TableOption[] {
  const byId = new Map(tables.map((t) => [t.id, t]));
  const neighbours = new Map<string, Set<string>>();
  for (const [a, b] of joins) {
    if (a === b || !byId.has(a) || !byId.has(b)) continue;
    neighbours.set(a, (neighbours.get(a) ?? new Set()).add(b));
    neighbours.set(b, (neighbours.get(b) ?? new Set()).add(a));
  }

  const options: TableOption[] = tables.map((t) => ({ tableIds: [t.id], seatsMin: t.seatsMin, seatsMax: t.seatsMax }));
  const seen = new Set<string>();
  const extend = (chain: string[]) => {
    if (chain.length >= 2) {
      const key = [...chain].sort().join("|");
      if (!seen.has(key)) {
        seen.add(key);
        const members = chain.map((id) => byId.get(id)!);
        options.push({
          tableIds: [...chain],
          seatsMin: members.reduce((sum, t) => sum + t.seatsMin, 0),
          seatsMax: members.reduce((sum, t) => sum + t.seatsMax, 0),
        });
      }
    }
    if (chain.length === MAX_JOINED_TABLES) return;
    for (const next of neighbours.get(chain.at(-1)!) ?? []) if (!chain.includes(next)) extend([...chain, next]);
  };
  for (const t of tables) extend([t.id]);
  return options;
}

/**
 * The options that can take a party of this size, best first: single tables before any join (no
 * joining while one table serves), then fewer tables, then fewer empty seats, then the room's order.
 */
export function optionsForParty(options: readonly TableOption[], partySize: number): TableOption[] {
  return options
    .map((option, order) => ({ option, order }))
    .filter(({ option }) => option.seatsMin <= partySize && partySize <= option.seatsMax)
    .sort(
      (a, b) =>
        a.option.tableIds.length - b.option.tableIds.length ||
        a.option.seatsMax - b.option.seatsMax ||
        a.order - b.order,
    )
    .map(({ option }) => option);
}

/** Each table's busy intervals, for checking many start times against the same evening. */
function busyByTable(seatings: readonly Seating[], ignoringBooking?: string) {
  const busy = new Map<string, Array<[number, number]>>();
  for (const s of seatings) {
    if (ignoringBooking !== undefined && s.bookingId === ignoringBooking) continue;
    for (const id of s.tableIds) {
      const list = busy.get(id) ?? [];
      list.push([s.start, s.end]);
      busy.set(id, list);
    }
  }
  return busy;
}

function isFree(option: TableOption, busy: Map<string, Array<[number, number]>>, start: number, end: number) {
  return option.tableIds.every((id) => !(busy.get(id) ?? []).some(([s, e]) => overlaps(start, end, s, e)));
}

function noFitReason(options: readonly TableOption[], fitting: readonly TableOption[], partySize: number): NoFitReason {
  if (options.length === 0) return "no-tables";
  if (fitting.length > 0) return "all-taken";
  return options.every((o) => o.seatsMax < partySize) ? "too-large" : "no-size-fit";
}

/** The best table or joined set free for the party's whole time, or why there is none. */
export function bestFit(room: Room, seatings: readonly Seating[], request: FitRequest): Fit {
  const options = tableOptions(room);
  const fitting = optionsForParty(options, request.partySize);
  const busy = busyByTable(seatings, request.ignoringBooking);
  const end = request.start + request.duration;
  const option = fitting.find((o) => isFree(o, busy, request.start, end));
  return option ? { ok: true, option } : { ok: false, reason: noFitReason(options, fitting, request.partySize) };
}

/**
 * One evening's room for many questions in a row: the options are worked out once, each party size's
 * list once, and every seating placed is added to the busy times, so placing a hundred bookings
 * costs a hundred lookups, not a hundred rebuilds.
 */
export function roomPlanner(room: Room, seatings: readonly Seating[]) {
  const options = tableOptions(room);
  const byParty = new Map<number, TableOption[]>();
  const busy = busyByTable(seatings);
  const fitting = (party: number) => {
    let list = byParty.get(party);
    if (!list) byParty.set(party, (list = optionsForParty(options, party)));
    return list;
  };
  return {
    fitting,
    /** The best free option for the party, without taking it. */
    find(partySize: number, start: number, duration: number): TableOption | undefined {
      return fitting(partySize).find((o) => isFree(o, busy, start, start + duration));
    },
    /** Marks an option taken over [start, end). */
    take(tableIds: readonly string[], start: number, end: number) {
      for (const id of tableIds) {
        const list = busy.get(id) ?? [];
        list.push([start, end]);
        busy.set(id, list);
      }
    },
  };
}

/** Of a day's slot start times, those at which the party can be seated for its whole duration, in the order given. */
export function seatableStarts(
  room: Room,
  seatings: readonly Seating[],
  request: Omit<FitRequest, "start"> & { starts: readonly number[] },
): number[] {
  // The options and the busy intervals are worked out once for the whole day, not per slot.
  const fitting = optionsForParty(tableOptions(room), request.partySize);
  const busy = busyByTable(seatings, request.ignoringBooking);
  return request.starts.filter((start) => fitting.some((o) => isFree(o, busy, start, start + request.duration)));
}
