import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const FOLDERS = ["e2e", "tests", "scripts"];
const SOURCE = /\.(?:ts|tsx|mjs|js)$/;
// A tracker's numbering says where a test came from, not what it checks. The words are joined at
// run time so this file does not match itself.
const TRACKER_NUMBERING = new RegExp(["\\bissue", "#?\\d+|\\bitem", "\\d+\\b"].join(" ?"), "i");
const numbered = (word: string, n: number) => [word, n].join(" ");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) return sourceFiles(rel);
    return SOURCE.test(name) ? [rel] : [];
  });
}

describe("test titles", () => {
  it("name the behaviour they check, never a tracker's issue or item number", () => {
    const offending = FOLDERS.flatMap(sourceFiles).flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((line, i) => (TRACKER_NUMBERING.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offending).toEqual([]);
  });

  it("recognises the numbering it refuses", () => {
    expect(TRACKER_NUMBERING.test(`${numbered("issue", 25)} ${numbered("item", 9)}: toasts stack`)).toBe(true);
    expect(TRACKER_NUMBERING.test(`swipeStep (${numbered("item", 6)})`)).toBe(true);
    expect(TRACKER_NUMBERING.test('test("toasts stack above the bulk bar", …)')).toBe(false);
  });
});
