import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const sections = path.join(process.cwd(), "app/admin/(protected)");
// Storage-only steps of a browser upload, not an admin change: no activity row, no definitions.
const NOT_A_SECTION = new Set(["uploads"]);

const actionFiles = readdirSync(sections, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_A_SECTION.has(entry.name))
  .map((entry) => path.join(sections, entry.name, "actions.ts"))
  .filter(existsSync);

const ONE_SHAPE =
  /^"use server";\n\nimport \{ adminActions \} from "@\/lib\/actions\/admin-action";\n(?:import [^\n]+;\n)+\nexport const \{[\s\w,]+\}\s*=\s*adminActions\(\s*\w+Actions\(\w*\),?\s*\);\n$/;

describe("admin section actions.ts", () => {
  it("finds every section's actions", () => {
    expect(actionFiles.length).toBeGreaterThanOrEqual(10);
  });

  it.each(actionFiles.map((file) => [path.relative(sections, file), file]))(
    "%s binds its definitions by name through adminActions and nothing else",
    (_name, file) => {
      expect(readFileSync(file, "utf8")).toMatch(ONE_SHAPE);
    },
  );
});
