// Text cells a spreadsheet would run as a formula get an apostrophe: guests type these cells.

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
  const text = typeof value === "number" ? String(value) : escapeFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(",");
}

export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [csvRow(header)];
  for (const row of rows) lines.push(csvRow(row));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}
