import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_CHARACTERS, SUBSET_FONTS, subsetOne } from "../../scripts/subset-fonts.mjs";

const root = path.resolve(__dirname, "../..");

/** Where the text guests read comes from: public pages and components, the site facts, demo content, messages. */
const PUBLIC_TEXT = [
  "app/(site)",
  "app/not-found.tsx",
  "app/global-not-found.tsx",
  "app/global-error.tsx",
  "components/site",
  "components/forms",
  "lib/site.ts",
  "lib/db/seed",
  "scripts/demo-art",
  "lib/forms",
  // The features guests read from (the e-mail renderer and the admin-only features are not set in the site's fonts).
  "features/site",
  "features/menu",
  "features/gallery",
  "features/hero-management",
  "features/popups",
  "features/opening-times",
  "features/reservations",
  "features/enquiries/components",
  "features/newsletter",
  "features/settings/components",
];

const ENTITIES: Record<string, string> = {
  amp: "&",
  apos: "'",
  quot: '"',
  copy: "©",
  ldquo: "“",
  rdquo: "”",
  lsquo: "‘",
  rsquo: "’",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  nbsp: "\u00a0",
  pound: "£",
  middot: "·",
  eacute: "é",
  times: "×",
};

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(ts|tsx)$/.test(name))
    .map((name) => path.join(full, name));
}

describe("the public site's font subset", () => {
  it("covers every character the site's own text uses, written out or as an HTML entity", () => {
    const missing = new Set<string>();
    for (const file of PUBLIC_TEXT.flatMap(sourceFiles)) {
      const text = readFileSync(file, "utf8");
      for (const char of text.replace(/&([a-zA-Z]+);/g, (entity, name: string) => ENTITIES[name] ?? entity)) {
        // Unicode escapes in source (\u00a0) are ASCII here; they are written out where it matters.
        if (!FONT_CHARACTERS.includes(char) && char !== "\n" && char !== "\r" && char !== "\t")
          missing.add(`${char} U+${char.codePointAt(0)!.toString(16)}`);
      }
      for (const [, name] of text.matchAll(/&([a-zA-Z]+);/g)) {
        if (!(name! in ENTITIES)) missing.add(`&${name};`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("cuts each face to a smaller woff2", async () => {
    for (const font of SUBSET_FONTS as { from: string; to: string }[]) {
      const input = readFileSync(path.join(root, font.from));
      const output: Uint8Array = await subsetOne(input, font);
      expect(Buffer.from(output.subarray(0, 4)).toString("latin1"), font.to).toBe("wOF2");
      expect(output.byteLength, font.to).toBeLessThan(input.byteLength * 0.85);
    }
  });
});
