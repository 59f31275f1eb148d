/**
 * CSV for spreadsheets (RFC 4180): UTF-8 with a byte-order mark so Excel reads "Zoë" and "£"
 * correctly, CRLF line ends, and every text cell that a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return that hides one) prefixed with an apostrophe.
 * Guests type these cells; a CSV must never be a way to run something on a staff computer.
 */

export type CsvCell = string | number | null | undefined;

export const CSV_BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;
// Semicolons and tabs too: a spreadsheet set to a European locale splits fields on ";", and would
// read "Bob;=1+1" as a cell "Bob" and a formula. Quoted, the text stays one cell.
const NEEDS_QUOTES = /[",;\t\r\n]/;

export function escapeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  // Numbers we produce ourselves (guest counts) are data, never formulas.
  const text = typeof value === "number" ? String(value) : escapeFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(",");
}

/** A whole document: BOM, header row, data rows, each line ending in CRLF. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [csvRow(header)];
  for (const row of rows) lines.push(csvRow(row));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}
