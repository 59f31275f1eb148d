#!/usr/bin/env node
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
export const FONT_CHARACTERS =
  range(0x20, 0x7e) + // Basic Latin
  range(0xa0, 0xff) + // Latin-1: £ © · é À and the accented letters of Western European names
  "\u0131\u0152\u0153" + // ı Œ œ
  range(0x2000, 0x206f) + // general punctuation: dashes, curly quotes, bullets, ellipsis, spaces
  "\u20ac\u2122" + // € ™
  range(0x2190, 0x2193) + // arrows
  "\u2212\u2215"; // minus, division slash

export const SUBSET_FONTS = [
  {
    from: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    to: "inter-latin-wght-400-700.woff2",
    options: { variationAxes: { wght: { min: 400, max: 700 } } },
  },
  {
    from: "node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2",
    to: "cormorant-garamond-latin-500.woff2",
    options: {},
  },
];

const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

export function subsetOne(input, font) {
  return subsetFont(input, FONT_CHARACTERS, { targetFormat: "woff2", ...font.options });
}

async function main() {
  const outDir = path.join(root, ".generated", "fonts");
  mkdirSync(outDir, { recursive: true });
  const scriptTime = mtime(fileURLToPath(import.meta.url));
  for (const font of SUBSET_FONTS) {
    const source = path.join(root, font.from);
    const target = path.join(outDir, font.to);
    const targetTime = mtime(target);
    if (targetTime > 0 && targetTime >= mtime(source) && targetTime >= scriptTime) continue;
    const input = readFileSync(source);
    const output = await subsetOne(input, font);
    writeFileSync(target, output);
    console.log(
      `fonts: ${font.to} ${(output.length / 1024).toFixed(1)} KB (from ${(input.length / 1024).toFixed(1)} KB)`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
