import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, escapeFormula, toCsv } from "@/lib/csv";

describe("csv", () => {
  it("escapes every cell a spreadsheet would run as a formula", () => {
    for (const s of ["=cmd|' /C calc'!A0", "+44 7700", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])
      expect(escapeFormula(s)).toBe(`'${s}`);
    for (const s of ["Amina", "07700 900123", "a=b", " =x", ""]) expect(escapeFormula(s)).toBe(s);
  });

  it("quotes commas, quotes and line breaks, and leaves numbers and empties plain", () => {
    expect(csvCell('She said "hello", then left')).toBe('"She said ""hello"", then left"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvCell(12)).toBe("12");
    expect(csvCell(-1)).toBe("-1");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("builds a UTF-8 document with a BOM and CRLF line ends", () => {
    const doc = toCsv(
      ["Name", "Note"],
      [
        ["Zoë", "£40 deposit"],
        ["=cmd", null],
      ],
    );
    expect(doc.startsWith(CSV_BOM)).toBe(true);
    expect(doc).toBe(`${CSV_BOM}Name,Note\r\nZoë,£40 deposit\r\n'=cmd,\r\n`);
    expect(Buffer.from(doc, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("quotes a cell with a semicolon or tab, so a locale that splits on them cannot find a formula inside", () => {
    expect(csvCell("Bob;=1+1")).toBe('"Bob;=1+1"');
    expect(csvCell("Bob\t=1+1")).toBe('"Bob\t=1+1"');
    expect(csvCell("Bob; table for 2")).toBe('"Bob; table for 2"');
  });
});
