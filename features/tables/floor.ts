import { FLOOR_COLUMNS, FLOOR_ROWS } from "@/lib/db/schema/floor-plan";

export interface Cell {
  x: number;
  y: number;
}

/** The first free cell reading the plan like a page, left to right and top to bottom; null when it is full. */
export function firstFreeCell(taken: readonly Cell[]): Cell | null {
  const used = new Set(taken.map((c) => `${c.x},${c.y}`));
  for (let y = 0; y < FLOOR_ROWS; y++)
    for (let x = 0; x < FLOOR_COLUMNS; x++) if (!used.has(`${x},${y}`)) return { x, y };
  return null;
}

/** "Column 3, row 2", counted from 1 as staff read the plan. */
export const cellInWords = ({ x, y }: Cell) => `column ${x + 1}, row ${y + 1}`;

/** "2–4 seats", or "6 seats" when the table takes one size only. */
export const seatsInWords = ({ seatsMin, seatsMax }: { seatsMin: number; seatsMax: number }) =>
  seatsMin === seatsMax ? `${seatsMax} seat${seatsMax === 1 ? "" : "s"}` : `${seatsMin}–${seatsMax} seats`;
