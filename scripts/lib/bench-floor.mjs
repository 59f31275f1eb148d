import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { finished, scratchDir, spawnTracked } from "./bench-processes.mjs";
import { commonBase, nextBin, nodeModules } from "./bench-server.mjs";

function commonAncestor(a, b) {
  const as = a.split(path.sep);
  const bs = b.split(path.sep);
  let i = 0;
  while (i < as.length && as[i] === bs[i]) i++;
  return as.slice(0, i).join(path.sep) || path.sep;
}

/** The floor: the least an App Router page can be, built by this project's `next`. */
export function createFloor() {
  const dir = scratchDir("bench-floor-");
  const modules = realpathSync(nodeModules);
  mkdirSync(path.join(dir, "app"));
  writeFileSync(path.join(dir, "package.json"), `${JSON.stringify({ private: true }, null, 2)}\n`);
  writeFileSync(
    path.join(dir, "app", "layout.tsx"),
    `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  );
  writeFileSync(
    path.join(dir, "app", "page.tsx"),
    `export default function Page() {\n  return <p>An empty Next.js page.</p>;\n}\n`,
  );
  // The project's packages through a link, so nothing is installed. Turbopack compiles only files
  // under its root, so the root must hold both this folder and the link's target.
  symlinkSync(modules, path.join(dir, "node_modules"), "junction");
  writeFileSync(
    path.join(dir, "next.config.mjs"),
    `export default { turbopack: { root: ${JSON.stringify(commonAncestor(dir, modules))} } };\n`,
  );
  return dir;
}

export async function buildFloor(dir) {
  const env = { ...process.env, ...commonBase };
  delete env.NODE_ENV;
  const build = spawnTracked(process.execPath, [nextBin, "build"], {
    cwd: dir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const code = await finished(build);
  if (code !== 0) throw new Error(`the floor app's next build failed (exit ${code}):\n${build.tail()}`);
}

/** A small seeded generator (mulberry32): the same markup on every run, so runs compare. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = (
  "ka ra hi tan door cha sa fron gin ger gar lic chil li cor ian der cum in car da mom yo ghurt len til bas ma ti na an " +
  "but ter to on ion mi nt ro se pis chio man go pa neer spi nach chick pea rind fen nel clo ve cin hon ey al mond ses me"
).split(" ");

/**
 * About `length` characters of markup shaped like a page's per-item lists: one dish after another,
 * each with the long utility class strings such lists carry. The words are made-up, drawn at random
 * from syllables, so that under --gzip the page shrinks about as much as the public pages do (5-6
 * times); real words, or one item repeated, would compress twice as well or better.
 * ASCII only, so characters and bytes are the same count.
 */
export function sizedMarkup(length) {
  const random = seeded(47);
  const below = (n) => Math.floor(random() * n);
  const word = () => Array.from({ length: 1 + below(3) }, () => SYLLABLES[below(SYLLABLES.length)]).join("");
  const words = (n) => Array.from({ length: n }, word).join(" ");
  const item = () =>
    `<li class="border-b border-ivory/10 py-6 first:pt-2"><div class="flex items-baseline gap-3">` +
    `<h3 class="min-w-0 font-display text-2xl leading-snug text-ivory">${words(2 + below(3))}</h3>` +
    `<span class="ml-auto shrink-0 font-display text-xl text-gold tabular-nums">${5 + below(30)}.${below(2) ? "00" : "50"}</span></div>` +
    `<p class="mt-2 max-w-2xl text-sm leading-relaxed text-muted-ivory">${words(20 + below(30))}</p></li>`;
  let html = "";
  let next = item();
  while (html.length + next.length + "<ul></ul>".length < length) {
    html += next;
    next = item();
  }
  html = html ? `<ul>${html}</ul>` : "";
  // The rest in one paragraph, cut to length, so the size is not rounded to whole dishes.
  const room = length - html.length - "<p></p>".length;
  if (room <= 0) return html;
  let text = "";
  while (text.length < room) text += `${word()} `;
  return `${html}<p>${text.slice(0, room)}</p>`;
}

/**
 * Bytes a string of markup adds to a static page's response: once in the HTML, once in the inline
 * flight data, where it is a JSON string in which Next writes < > & as \u003c and so on. A model
 * for the first guess only: the size the floor server then serves decides.
 */
export function markupBytes(html) {
  return html.length + JSON.stringify(html).replace(/[<>&]/g, "123456").length - 2;
}

/** The longest markup whose page should be served in `bytes`, given the page's fixed bytes. */
export function markupFor(bytes, overhead) {
  let low = 0;
  let high = Math.max(0, bytes);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (markupBytes(sizedMarkup(mid)) + overhead <= bytes) low = mid;
    else high = mid - 1;
  }
  return sizedMarkup(low);
}

/**
 * What a static page serves besides its markup: the empty page's ~4.4 KB plus the flight row that
 * carries the string, measured on Next 16.4 (a first guess; calibrateSized measures it).
 */
export const SIZED_OVERHEAD = 4900;
/** How far a size-matched page may be from its page's size before the floor is built again. */
export const SIZE_TOLERANCE = 0.01;

export function writeSizedPage(dir, sized) {
  const folder = path.join(dir, "app", sized.route.slice(1));
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, "page.tsx"),
    `// Size-matched floor for ${sized.page}: a static page meant to be served in ${sized.target} bytes.
const html = ${JSON.stringify(sized.html)};

export default function Page() {
  return <main dangerouslySetInnerHTML={{ __html: html }} />;
}
`,
  );
}

/** Where each measured page's size-matched floor page lives in the floor app. */
export function sizedRoutes(sizes) {
  const used = new Set();
  return Object.entries(sizes).map(([page, target]) => {
    const base = `sized-${
      page
        .replace(/[^a-z0-9]+/gi, "-")
        .replace(/^-+|-+$/g, "")
        .toLowerCase() || "home"
    }`;
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${base}-${i}`;
    used.add(name);
    return { page, route: `/${name}`, target, overhead: SIZED_OVERHEAD };
  });
}
