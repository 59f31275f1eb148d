// The floor plan's sizes, shared by the tables' CHECK constraints and the admin's forms; no
// database imports, so the browser's bundle can read them too.

/** The floor plan's grid: columns across, rows down. A table sits on one cell. */
export const FLOOR_COLUMNS = 12;
export const FLOOR_ROWS = 8;
export const MAX_TABLE_SEATS = 20;
