import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const features = path.join(process.cwd(), "features");

const actionFiles = readdirSync(features, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(features, entry.name, "actions.ts"))
  .filter(existsSync);

// A feature's actions.ts is its server actions: admin changes bound by name through adminActions, and
// public forms sent through submitPublicForm. No logic of its own.
const SERVER_ACTIONS = /^"use server";\n/;
const NO_LOGIC = /\b(tx|db)\.(insert|update|delete|select)\b|getDb\(/;

describe("each feature's actions.ts", () => {
  it("finds the features' server actions", () => {
    expect(actionFiles.length).toBeGreaterThanOrEqual(12);
  });

  it.each(actionFiles.map((file) => [path.relative(features, file), file]))(
    "%s is a server-action module that only binds its feature's definitions",
    (_name, file) => {
      const source = readFileSync(file, "utf8");
      expect(source).toMatch(SERVER_ACTIONS);
      expect(source).not.toMatch(NO_LOGIC);
      expect(source).toMatch(/adminActions\(|adminAction\(|submitPublicForm\(/);
    },
  );
});
