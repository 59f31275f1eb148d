import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const DOCS = ["README.md", "CONTRIBUTING.md", ...readdirSync(path.join(root, "docs")).map((f) => `docs/${f}`)].filter(
  (f) => f.endsWith(".md"),
);
// A path the docs name: in backticks or as a link's target, from one of the project's top folders.
const TOP = /^(?:app|features|lib|components|scripts|tests|e2e|docs|public|\.ci)\//;
const IN_BACKTICKS = /`([^`\s]+)`/g;
const LINK_TARGET = /\]\(([^)\s]+)\)/g;

function namedPaths(doc: string): string[] {
  const text = readFileSync(path.join(root, doc), "utf8");
  const named = [...text.matchAll(IN_BACKTICKS), ...text.matchAll(LINK_TARGET)].map((m) => m[1]!);
  return [...new Set(named)].filter(
    (p) => (TOP.test(p) || (p.includes("/") && p.endsWith(".md"))) && !/[…<>*{}]|\.\.\./.test(p) && !p.includes("://"),
  );
}

function exists(doc: string, named: string): boolean {
  const clean = named.replace(/[#:].*$/, "").replace(/\/$/, "");
  return [path.join(root, clean), path.join(root, path.dirname(doc), clean)].some((p) => existsSync(p));
}

describe("paths the docs name", () => {
  it.each(DOCS)("every path %s names exists", (doc) => {
    expect(namedPaths(doc).filter((p) => !exists(doc, p))).toEqual([]);
  });
});
