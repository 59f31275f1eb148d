import type { Room, Seating } from "./fitting";

// The room on one day as the book sees it: its tables, and every booking that holds a table with
// the tables it sits at. A booking confirmed before tables were set up (or whose tables were
// deleted) has none recorded; it is placed where the fitting rule would seat it, in time order,
// so a guest is never offered a table such a booking will need.

export interface RoomTable {
  id: string;
  name: string;
  area: string;
  seatsMin: number;
  seatsMax: number;
  x: number;
  y: number;
}

export interface HeldBooking {
  id: string;
  time: string;
  guests: number;
  /** The tables recorded for it; empty when it has none yet. */
  tableIds: string[];
}

export interface DayTables {
  date: string;
  tables: RoomTable[];
  room: Room;
  held: HeldBooking[];
  seatings: Seating[];
  /** Minutes a party of this size keeps its table. */
  minutesFor: (party: number) => number;
}

/** Table names for ids, in order; an id whose table was deleted since reads "a deleted table". */
export const namesOf = (tables: readonly Pick<RoomTable, "id" | "name">[], ids: readonly string[]) =>
  ids.map((id) => tables.find((t) => t.id === id)?.name ?? "a deleted table");
