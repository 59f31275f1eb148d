import sharp from "sharp";
import { seededRandom } from "@/lib/random/seeded";

/**
 * The project's own placeholder artwork: moody, dark-ground food and interior compositions drawn as
 * SVG and rasterised with sharp (librsvg). They stand in for photography until staff upload their
 * own, so a fresh install looks like a restaurant's site rather than a template of grey boxes.
 * Everything is deterministic from a seed, so the same seed always gives the same bytes (and the
 * same content-addressed storage keys).
 */

export type DemoScene =
  | "biryani"
  | "karahi"
  | "tandoor"
  | "seekh"
  | "naan"
  | "gulab-jamun"
  | "mocktail-rose"
  | "mocktail-mint"
  | "mocktail-mango"
  | "lanterns"
  | "candle-table"
  | "banquet"
  | "jali";

export interface DemoArtOptions {
  width: number;
  height: number;
  seed: number;
  /** Film-grain strength, 0..1.5 (default 1). Video posters use less: grain costs bitrate. */
  grain?: number;
}

export const DEMO_SIZES = {
  landscape: { width: 1600, height: 1067 },
  portrait: { width: 1200, height: 1500 },
  hero: { width: 1920, height: 1080 },
  video: { width: 1280, height: 720 },
} as const;

/**
 * Shared by the seed (posters) and scripts/make-demo-videos.sh (video frames), so a poster matches
 * its video's first frame. Light grain: grain in a video costs bitrate for nothing.
 */
export const HERO_DEMO = [
  {
    scene: "lanterns",
    seed: 47,
    file: "hero-1",
    grain: 0.6,
    alt: "A candle-lit dining room under hanging brass lanterns, with arched emerald alcoves and tables laid for the evening",
  },
  {
    scene: "tandoor",
    seed: 1947,
    file: "hero-2",
    grain: 0.6,
    alt: "Skewers of seekh kebab over the glowing mouth of a clay tandoor, embers flickering below",
  },
] as const satisfies ReadonlyArray<{ scene: DemoScene; seed: number; file: string; grain: number; alt: string }>;

/* ------------------------------------------------------------------------------------------------
 * Small drawing kit
 * ---------------------------------------------------------------------------------------------- */

type Rng = ReturnType<typeof createRng>;

function createRng(seed: number) {
  const next = seededRandom(seed);
  return {
    next,
    range: (min: number, max: number) => min + (max - min) * next(),
    int: (min: number, max: number) => Math.floor(min + (max - min + 1) * next()),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
    /** Roughly normal, for clustering. */
    gauss: () => (next() + next() + next() - 1.5) / 1.5,
  };
}

/** Numbers with one decimal keep the SVG small and parse fast. */
const n = (v: number) => (Math.round(v * 10) / 10).toString();
/** Opacities need two decimals. */
const op = (v: number) => (Math.round(v * 100) / 100).toString();

type Stop = readonly [offset: number, color: string, opacity?: number];

class Canvas {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  private counter = 0;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly r: Rng,
  ) {}

  /** Short side: sizes scale with it so one scene works in landscape and portrait. */
  get s() {
    return Math.min(this.w, this.h);
  }

  id(prefix: string) {
    return `${prefix}${this.counter++}`;
  }

  add(...parts: string[]) {
    this.body.push(...parts);
  }

  private stops(stops: readonly Stop[]) {
    return stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`).join("");
  }

  radial(stops: readonly Stop[], attrs = "") {
    const id = this.id("r");
    this.defs.push(`<radialGradient id="${id}" ${attrs}>${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, attrs = "") {
    const id = this.id("l");
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" ${attrs}>${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  blur(std: number) {
    const id = this.id("b");
    this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`);
    return `url(#${id})`;
  }

  /** A soft pool of light: the main device for candle, lantern and ember glow. */
  glow(cx: number, cy: number, radius: number, color: string, opacity: number, sx = 1, sy = 1) {
    const fill = this.radial([
      [0, color, opacity],
      [0.35, color, opacity * 0.45],
      [1, color, 0],
    ]);
    this.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(radius * sx)}" ry="${n(radius * sy)}" fill="${fill}"/>`);
  }

  /** Out-of-focus highlights: a flat disc with a slightly brighter rim, as a real lens draws them. */
  bokeh(count: number, area: { x: number; y: number; w: number; h: number }, palette: readonly string[], size: [number, number], opacity: [number, number]) {
    const fills = palette.map((c) =>
      this.radial([
        [0, c, 0.55],
        [0.8, c, 0.7],
        [0.93, c, 0.9],
        [1, c, 0],
      ]),
    );
    for (let i = 0; i < count; i++) {
      const fill = this.r.pick(fills);
      const rad = this.r.range(size[0], size[1]);
      this.add(
        `<circle cx="${n(area.x + this.r.next() * area.w)}" cy="${n(area.y + this.r.next() * area.h)}" r="${n(rad)}" fill="${fill}" opacity="${op(this.r.range(opacity[0], opacity[1]))}"/>`,
      );
    }
  }

  vignette(strength = 0.8, cx = 0.5, cy = 0.5) {
    const fill = this.radial(
      [
        [0, "#000", 0],
        [0.55, "#000", 0],
        [1, "#000", strength],
      ],
      `cx="${cx}" cy="${cy}" r="0.75"`,
    );
    this.add(`<rect width="${this.w}" height="${this.h}" fill="${fill}"/>`);
  }

  toSvg() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }
}

/** Smooth closed outline through points (Catmull-Rom turned into cubic Béziers). */
function smoothClosed(points: ReadonlyArray<readonly [number, number]>): string {
  const count = points.length;
  const p = (i: number) => points[((i % count) + count) % count] ?? [0, 0];
  let d = `M${n(p(0)[0])},${n(p(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += `C${n(x1 + (x2 - x0) / 6)},${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)},${n(y2 - (y3 - y1) / 6)} ${n(x2)},${n(y2)}`;
  }
  return `${d}Z`;
}

/** An irregular rounded lump: meat, naan, a rice mound. */
function blobPath(r: Rng, cx: number, cy: number, radius: number, wobble = 0.18, points = 9, sx = 1, sy = 1, rotate = 0): string {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const rad = radius * (1 + r.range(-wobble, wobble));
    const x = Math.cos(a) * rad * sx;
    const y = Math.sin(a) * rad * sy;
    pts.push([cx + x * Math.cos(rotate) - y * Math.sin(rotate), cy + x * Math.sin(rotate) + y * Math.cos(rotate)]);
  }
  return smoothClosed(pts);
}

/** A leaf (coriander, mint, petal): two arcs meeting at the tips. */
function leafPath(cx: number, cy: number, length: number, width: number, angle: number): string {
  const dx = Math.cos(angle) * length * 0.5;
  const dy = Math.sin(angle) * length * 0.5;
  const nx = -Math.sin(angle) * width;
  const ny = Math.cos(angle) * width;
  return `M${n(cx - dx)},${n(cy - dy)}Q${n(cx + nx)},${n(cy + ny)} ${n(cx + dx)},${n(cy + dy)}Q${n(cx - nx)},${n(cy - ny)} ${n(cx - dx)},${n(cy - dy)}Z`;
}

/** A random point inside a disc, optionally biased towards the centre. */
function inDisc(r: Rng, cx: number, cy: number, radius: number, bias = 0.5): [number, number] {
  const a = r.next() * Math.PI * 2;
  const d = radius * Math.pow(r.next(), bias);
  return [cx + Math.cos(a) * d, cy + Math.sin(a) * d];
}

/* ------------------------------------------------------------------------------------------------
 * Shared grounds and props
 * ---------------------------------------------------------------------------------------------- */

/** Dark walnut seen from above: planks, seams and fine grain lines. */
function woodTable(c: Canvas, light: readonly [number, number] = [0.3, 0.2]) {
  const { w, h, r } = c;
  c.add(`<rect width="${w}" height="${h}" fill="#120e0b"/>`);
  const plank = h / r.int(4, 6);
  for (let y = 0, i = 0; y < h; y += plank, i++) {
    const tone = r.pick(["#1d1611", "#1a140f", "#211912", "#18120e"]);
    c.add(`<rect x="0" y="${n(y)}" width="${w}" height="${n(plank)}" fill="${tone}"/>`);
    c.add(`<rect x="0" y="${n(y)}" width="${w}" height="${n(Math.max(1.5, c.s * 0.0025))}" fill="#080605" opacity="0.8"/>`);
  }
  const lines: string[] = [];
  for (let i = 0; i < 90; i++) {
    const y = r.next() * h;
    const amp = r.range(2, c.s * 0.01);
    const len = w * r.range(0.3, 1.1);
    const x0 = r.range(-0.2, 0.8) * w;
    lines.push(
      `<path d="M${n(x0)},${n(y)}c${n(len * 0.3)},${n(amp)} ${n(len * 0.6)},${n(-amp)} ${n(len)},${n(amp * 0.5)}" stroke="${r.pick(["#2b2018", "#0c0907", "#33261b"])}" stroke-width="${n(r.range(0.6, 2.2))}" opacity="${op(r.range(0.25, 0.6))}"/>`,
    );
  }
  c.add(`<g fill="none">${lines.join("")}</g>`);
  c.glow(w * light[0], h * light[1], c.s * 1.1, "#ffc47a", 0.16, 1.4, 1);
}

/** A thin gold-rimmed dark stoneware plate seen from above. */
function plate(c: Canvas, cx: number, cy: number, radius: number) {
  const shadow = c.radial([
    [0.6, "#000", 0.75],
    [1, "#000", 0],
  ]);
  c.add(`<ellipse cx="${n(cx + radius * 0.07)}" cy="${n(cy + radius * 0.1)}" rx="${n(radius * 1.16)}" ry="${n(radius * 1.14)}" fill="${shadow}"/>`);
  const body = c.radial(
    [
      [0, "#3f3832"],
      [0.8, "#2b2520"],
      [0.93, "#3a332d"],
      [1, "#1c1815"],
    ],
    `cx="0.45" cy="0.42" r="0.6"`,
  );
  c.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${body}"/>`);
  c.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 0.985)}" fill="none" stroke="#f5efe6" stroke-opacity="0.14" stroke-width="${n(c.s * 0.003)}"/>`);
  c.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 0.93)}" fill="none" stroke="#c9a45c" stroke-opacity="0.8" stroke-width="${n(c.s * 0.0028)}"/>`);
  const well = c.radial(
    [
      [0, "#302a25"],
      [0.9, "#231e1a"],
      [1, "#1a1613"],
    ],
    `cx="0.45" cy="0.42" r="0.6"`,
  );
  c.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 0.8)}" fill="${well}"/>`);
}

function herbs(c: Canvas, cx: number, cy: number, radius: number, count: number, scale = 1) {
  const { r, s } = c;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = inDisc(r, cx, cy, radius, 0.6);
    const len = s * r.range(0.012, 0.024) * scale;
    out.push(`<path d="${leafPath(x, y, len, len * 0.45, r.range(0, Math.PI * 2))}" fill="${r.pick(["#4f7d3a", "#3c6a2c", "#6b9a44", "#2f5524"])}" opacity="${op(r.range(0.8, 1))}"/>`);
  }
  c.add(`<g>${out.join("")}</g>`);
}

/** Strands of saffron and crumbs of spice scattered across the table. */
function tableScatter(c: Canvas, count: number, avoid: { x: number; y: number; r: number }) {
  const { r, w, h, s } = c;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = r.next() * w;
    const y = r.next() * h;
    if (Math.hypot(x - avoid.x, y - avoid.y) < avoid.r) continue;
    const kind = r.next();
    if (kind < 0.4) {
      const a = r.range(0, Math.PI);
      const len = s * r.range(0.008, 0.018);
      out.push(`<path d="M${n(x)},${n(y)}q${n(Math.cos(a) * len * 0.5)},${n(len * 0.2)} ${n(Math.cos(a) * len)},${n(Math.sin(a) * len)}" stroke="#b3261e" stroke-width="${n(s * 0.0018)}" fill="none" opacity="0.9"/>`);
    } else if (kind < 0.75) {
      out.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 0.006)}" ry="${n(s * 0.002)}" transform="rotate(${n(r.range(0, 180))} ${n(x)} ${n(y)})" fill="#efe1bd" opacity="0.75"/>`);
    } else {
      out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * r.range(0.0015, 0.004))}" fill="${r.pick(["#8a3a16", "#c9702a", "#5a2a10"])}" opacity="0.8"/>`);
    }
  }
  c.add(`<g>${out.join("")}</g>`);
}

/** A candle with a teardrop flame and its halo. */
function candle(c: Canvas, x: number, baseY: number, height: number, width: number, glowScale = 1) {
  const wax = c.linear(
    [
      [0, "#8f7f6a"],
      [0.35, "#f1e6d0"],
      [0.6, "#e6d7ba"],
      [1, "#6e6050"],
    ],
    0,
    0,
    1,
    0,
  );
  const top = baseY - height;
  c.glow(x, top - width * 0.9, width * 9 * glowScale, "#ffb25a", 0.32);
  c.add(`<rect x="${n(x - width / 2)}" y="${n(top)}" width="${n(width)}" height="${n(height)}" rx="${n(width * 0.08)}" fill="${wax}"/>`);
  c.add(`<ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(width / 2)}" ry="${n(width * 0.12)}" fill="#fff4dc" opacity="0.85"/>`);
  const flame = c.radial(
    [
      [0, "#ffffff"],
      [0.35, "#fff1b8"],
      [0.75, "#ffb347", 0.9],
      [1, "#ff7a1a", 0],
    ],
    `cx="0.5" cy="0.7" r="0.6"`,
  );
  const fh = width * 1.5;
  const fw = width * 0.32;
  const fy = top - width * 0.15;
  c.add(`<path d="M${n(x)},${n(fy - fh)}C${n(x + fw)},${n(fy - fh * 0.45)} ${n(x + fw)},${n(fy)} ${n(x)},${n(fy)}C${n(x - fw)},${n(fy)} ${n(x - fw)},${n(fy - fh * 0.45)} ${n(x)},${n(fy - fh)}Z" fill="${flame}"/>`);
  c.glow(x, fy - fh * 0.4, width * 1.6 * glowScale, "#fff0c0", 0.5);
}

/** A Mughal-style pointed (ogee) arch outline. */
function archPath(x: number, y: number, width: number, height: number): string {
  const half = width / 2;
  const spring = y + height * 0.38;
  return `M${n(x - half)},${n(y + height)}L${n(x - half)},${n(spring)}C${n(x - half)},${n(y + height * 0.12)} ${n(x - half * 0.18)},${n(y + height * 0.08)} ${n(x)},${n(y)}C${n(x + half * 0.18)},${n(y + height * 0.08)} ${n(x + half)},${n(y + height * 0.12)} ${n(x + half)},${n(spring)}L${n(x + half)},${n(y + height)}Z`;
}

/* ------------------------------------------------------------------------------------------------
 * Scenes
 * ---------------------------------------------------------------------------------------------- */

function biryani(c: Canvas) {
  const { w, h, r, s } = c;
  woodTable(c, [0.2, 0.1]);
  const cx = w * (0.5 + r.range(-0.03, 0.03));
  const cy = h * 0.53;
  const R = s * 0.41;
  tableScatter(c, 70, { x: cx, y: cy, r: R * 1.15 });

  // A copper bowl of raita half out of frame.
  const bx = cx + R * 1.28;
  const by = cy - R * 0.78;
  const br = R * 0.34;
  c.add(`<circle cx="${n(bx + br * 0.08)}" cy="${n(by + br * 0.12)}" r="${n(br * 1.1)}" fill="${c.radial([[0.6, "#000", 0.7], [1, "#000", 0]])}"/>`);
  c.add(`<circle cx="${n(bx)}" cy="${n(by)}" r="${n(br)}" fill="${c.linear([[0, "#d99a5b"], [0.5, "#7a4020"], [1, "#c07a3e"]], 0, 0, 1, 1)}"/>`);
  c.add(`<circle cx="${n(bx)}" cy="${n(by)}" r="${n(br * 0.86)}" fill="${c.radial([[0, "#f7f1e4"], [0.8, "#e6dccb"], [1, "#b9ad98"]], `cx="0.4" cy="0.4"`)}"/>`);
  herbs(c, bx, by, br * 0.6, 14, 0.6);
  for (let i = 0; i < 18; i++) {
    const [x, y] = inDisc(r, bx, by, br * 0.6, 0.7);
    c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.002)}" fill="#b8421c" opacity="0.8"/>`);
  }

  plate(c, cx, cy, R);

  // The rice: a saffron-streaked mound with an uneven edge.
  const moundR = R * 0.66;
  c.add(`<path d="${blobPath(r, cx + R * 0.03, cy + R * 0.04, moundR * 1.02, 0.06, 14)}" fill="#000" opacity="0.45"/>`);
  const riceFill = c.radial(
    [
      [0, "#f8e7bd"],
      [0.45, "#f0c879"],
      [0.8, "#d98c35"],
      [1, "#9a5420"],
    ],
    `cx="0.42" cy="0.4" r="0.62"`,
  );
  c.add(`<path d="${blobPath(r, cx, cy, moundR, 0.06, 14)}" fill="${riceFill}"/>`);

  const patches = Array.from({ length: 5 }, () => inDisc(r, cx, cy, moundR * 0.8, 0.6));
  // Each grain gets a shared across-the-grain gradient so it reads as rounded, not as a flat dash.
  const grainFill = (light: string, dark: string) => c.linear([[0, light], [0.55, light], [1, dark]], 0, 0, 0, 1);
  const plain = [grainFill("#fffaf0", "#d9c49a"), grainFill("#f8ecc8", "#cfae70"), grainFill("#fff4dc", "#e0c48a")];
  const saffron = [grainFill("#f6b048", "#b8601a"), grainFill("#f3c062", "#c27a2a"), grainFill("#ffd98a", "#d08a30")];
  const grains: string[] = [];
  for (let i = 0; i < 650; i++) {
    const [x, y] = inDisc(r, cx, cy, moundR * 0.98, 0.7);
    const nearPatch = patches.some(([px, py]) => Math.hypot(x - px, y - py) < moundR * (0.18 + r.next() * 0.1));
    grains.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 0.012)}" ry="${n(s * 0.0036)}" transform="rotate(${n(r.range(0, 180))} ${n(x)} ${n(y)})" fill="${r.pick(nearPatch ? saffron : plain)}"/>`,
    );
  }
  c.add(`<g>${grains.join("")}</g>`);

  // Pieces of lamb and potato, partly buried.
  for (let i = 0; i < 7; i++) {
    // Spread round the mound (evenly spaced angles) so the pieces do not clump.
    const a = (i / 7) * Math.PI * 2 + r.range(-0.3, 0.3);
    const d = moundR * (i === 0 ? 0.1 : r.range(0.35, 0.7));
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    const isPotato = i % 3 === 2;
    const pr = R * r.range(0.07, 0.1);
    const fill = isPotato
      ? c.radial([[0, "#f2c766"], [0.7, "#d49a3a"], [1, "#8a5a1c"]], `cx="0.4" cy="0.35"`)
      : c.radial([[0, "#9a4a24"], [0.6, "#5e2711"], [1, "#2a1007"]], `cx="0.4" cy="0.35"`);
    c.add(`<path d="${blobPath(r, x, y, pr, 0.22, 8)}" fill="${fill}"/>`);
    c.add(`<ellipse cx="${n(x - pr * 0.3)}" cy="${n(y - pr * 0.35)}" rx="${n(pr * 0.35)}" ry="${n(pr * 0.15)}" fill="#ffd9a0" opacity="0.28"/>`);
  }

  // Fried onions.
  const onions: string[] = [];
  for (let i = 0; i < 45; i++) {
    const [x, y] = inDisc(r, cx, cy, moundR * 0.85, 0.7);
    const len = s * r.range(0.01, 0.02);
    const a = r.range(0, Math.PI * 2);
    onions.push(
      `<path d="M${n(x)},${n(y)}q${n(Math.cos(a + 1) * len)},${n(Math.sin(a + 1) * len)} ${n(Math.cos(a) * len * 1.4)},${n(Math.sin(a) * len * 1.4)}" stroke="${r.pick(["#7a3b14", "#9a5220", "#5c2a0e"])}" stroke-width="${n(s * 0.0032)}" stroke-linecap="round" fill="none"/>`,
    );
  }
  c.add(`<g>${onions.join("")}</g>`);
  herbs(c, cx, cy, moundR * 0.85, 60);

  // Whole spices on the rim: a star anise and two cardamom pods.
  const ax = cx - R * 0.72;
  const ay = cy + R * 0.52;
  const star: Array<[number, number]> = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const rad = i % 2 === 0 ? R * 0.07 : R * 0.025;
    star.push([ax + Math.cos(a) * rad, ay + Math.sin(a) * rad]);
  }
  c.add(`<path d="M${star.map(([x, y]) => `${n(x)},${n(y)}`).join("L")}Z" fill="#4a2212" stroke="#7a3a1a" stroke-width="1"/>`);
  c.add(`<path d="${leafPath(cx + R * 0.74, cy - R * 0.45, R * 0.09, R * 0.03, 0.6)}" fill="#7f9a4a"/>`);
  c.add(`<path d="${leafPath(cx + R * 0.8, cy - R * 0.36, R * 0.085, R * 0.028, 1.1)}" fill="#6e8a3e"/>`);

  c.glow(cx - R * 0.3, cy - R * 0.35, R * 0.6, "#fff2d2", 0.12);
  c.vignette(0.85, 0.5, 0.55);
}

function karahi(c: Canvas) {
  const { w, h, r, s } = c;
  woodTable(c, [0.75, 0.15]);
  const cx = w * 0.5;
  const cy = h * 0.52;
  const R = s * 0.38;
  tableScatter(c, 50, { x: cx, y: cy, r: R * 1.4 });

  c.add(`<ellipse cx="${n(cx + R * 0.08)}" cy="${n(cy + R * 0.12)}" rx="${n(R * 1.5)}" ry="${n(R * 1.2)}" fill="${c.radial([[0.55, "#000", 0.8], [1, "#000", 0]])}"/>`);
  // Handles: thick iron loops either side.
  for (const side of [-1, 1]) {
    const hx = cx + side * R * 1.02;
    c.add(
      `<path d="M${n(hx)},${n(cy - R * 0.22)}q${n(side * R * 0.34)},${n(R * 0.02)} ${n(side * R * 0.34)},${n(R * 0.22)}t${n(-side * R * 0.34)},${n(R * 0.22)}" fill="none" stroke="#2a1a12" stroke-width="${n(R * 0.07)}" stroke-linecap="round"/>`,
    );
    c.add(
      `<path d="M${n(hx)},${n(cy - R * 0.22)}q${n(side * R * 0.34)},${n(R * 0.02)} ${n(side * R * 0.34)},${n(R * 0.22)}" fill="none" stroke="#c98a4e" stroke-opacity="0.5" stroke-width="${n(R * 0.02)}" stroke-linecap="round"/>`,
    );
  }
  // Hammered copper rim.
  c.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${c.linear([[0, "#e0a061"], [0.3, "#a55a2a"], [0.55, "#5e2e14"], [0.8, "#b8703a"], [1, "#4a230f"]], 0, 0, 1, 1)}"/>`);
  const dents: string[] = [];
  for (let i = 0; i < 140; i++) {
    const a = r.next() * Math.PI * 2;
    const d = R * r.range(0.9, 0.99);
    dents.push(`<circle cx="${n(cx + Math.cos(a) * d)}" cy="${n(cy + Math.sin(a) * d)}" r="${n(R * r.range(0.008, 0.02))}" fill="${r.pick(["#ffd2a0", "#3a1a0a"])}" opacity="${op(r.range(0.1, 0.3))}"/>`);
  }
  c.add(`<g>${dents.join("")}</g>`);
  c.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.9)}" fill="${c.radial([[0, "#5a2a12"], [0.85, "#3a1a0b"], [1, "#1d0c05"]])}"/>`);

  // The curry: deep red with pools of ghee.
  const curryR = R * 0.84;
  c.add(
    `<path d="${blobPath(r, cx, cy, curryR, 0.02, 16)}" fill="${c.radial([[0, "#c0501f"], [0.55, "#92320f"], [0.9, "#5c1d08"], [1, "#3a1205"]], `cx="0.45" cy="0.42" r="0.6"`)}"/>`,
  );
  for (let i = 0; i < 9; i++) {
    const [x, y] = inDisc(r, cx, cy, curryR * 0.85, 0.8);
    c.add(`<path d="${blobPath(r, x, y, R * r.range(0.04, 0.09), 0.3, 7)}" fill="#f08a2a" opacity="${op(r.range(0.25, 0.45))}"/>`);
  }
  for (let i = 0; i < 12; i++) {
    const [x, y] = inDisc(r, cx, cy, curryR * 0.75, 0.9);
    const pr = R * r.range(0.08, 0.12);
    c.add(`<path d="${blobPath(r, x, y, pr, 0.25, 8)}" fill="${c.radial([[0, "#8a3c1c"], [0.6, "#5a220c"], [1, "#2e0f04"]], `cx="0.4" cy="0.35"`)}"/>`);
    c.add(`<ellipse cx="${n(x - pr * 0.25)}" cy="${n(y - pr * 0.3)}" rx="${n(pr * 0.4)}" ry="${n(pr * 0.14)}" fill="#ffb070" opacity="0.3"/>`);
  }
  // Tomato halves.
  for (let i = 0; i < 4; i++) {
    const [x, y] = inDisc(r, cx, cy, curryR * 0.7, 0.9);
    const tr = R * 0.07;
    c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(tr)}" fill="#c8321c"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(tr * 0.65)}" fill="#e8553a" opacity="0.8"/>`);
  }
  // Green chillies and ginger juliennes.
  for (let i = 0; i < 5; i++) {
    const [x, y] = inDisc(r, cx, cy, curryR * 0.6, 0.9);
    const a = r.range(0, Math.PI * 2);
    const len = R * r.range(0.3, 0.42);
    const ex = x + Math.cos(a) * len;
    const ey = y + Math.sin(a) * len;
    const qx = (x + ex) / 2 + Math.cos(a + Math.PI / 2) * len * 0.2;
    const qy = (y + ey) / 2 + Math.sin(a + Math.PI / 2) * len * 0.2;
    c.add(`<path d="M${n(x)},${n(y)}Q${n(qx)},${n(qy)} ${n(ex)},${n(ey)}" stroke="#2f6a22" stroke-width="${n(R * 0.045)}" stroke-linecap="round" fill="none"/>`);
    c.add(`<path d="M${n(x)},${n(y)}Q${n(qx)},${n(qy)} ${n(ex)},${n(ey)}" stroke="#8fce6a" stroke-opacity="0.45" stroke-width="${n(R * 0.012)}" stroke-linecap="round" fill="none" transform="translate(${n(-R * 0.01)},${n(-R * 0.01)})"/>`);
  }
  const ginger: string[] = [];
  for (let i = 0; i < 40; i++) {
    const [x, y] = inDisc(r, cx, cy, curryR * 0.6, 0.6);
    const a = r.range(0, Math.PI * 2);
    const len = R * r.range(0.05, 0.1);
    ginger.push(`<path d="M${n(x)},${n(y)}l${n(Math.cos(a) * len)},${n(Math.sin(a) * len)}" stroke="#f0d9a0" stroke-width="${n(R * 0.01)}" stroke-linecap="round"/>`);
  }
  c.add(`<g opacity="0.9">${ginger.join("")}</g>`);
  herbs(c, cx, cy, curryR * 0.7, 55, 1.2);
  c.glow(cx + R * 0.3, cy - R * 0.4, R * 0.5, "#fff0d0", 0.14);
  c.vignette(0.85);
}

function tandoor(c: Canvas) {
  const { w, h, r, s } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${c.radial([[0, "#3a1a0c"], [0.5, "#1a0f0a"], [1, "#0b0807"]], `cx="0.5" cy="0.62" r="0.8"`)}"/>`);
  const cx = w * 0.5;
  const cy = h * 0.66;
  const rx = w * 0.42;
  const ry = h * 0.2;
  // Clay body and rim.
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy + ry * 0.3)}" rx="${n(rx * 1.35)}" ry="${n(ry * 1.9)}" fill="${c.radial([[0, "#6a3419"], [0.6, "#3e1f10"], [1, "#1a0e08"]], `cx="0.5" cy="0.35"`)}"/>`);
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 1.12)}" ry="${n(ry * 1.18)}" fill="${c.linear([[0, "#c87a45"], [0.5, "#8a4a24"], [1, "#4a2410"]], 0, 0, 0, 1)}"/>`);
  // The mouth: the far inner wall lit from below, and the fire bed seen through the opening.
  const mouthId = c.id("m");
  c.defs.push(`<clipPath id="${mouthId}"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"/></clipPath>`);
  const wall = c.linear(
    [
      [0, "#2a0c05"],
      [0.45, "#7a2a0c"],
      [1, "#e0601a"],
    ],
    0,
    0,
    0,
    1,
  );
  const bed = c.radial(
    [
      [0, "#fff6d0"],
      [0.25, "#ffc65a"],
      [0.6, "#f26a18"],
      [0.9, "#9a2608"],
      [1, "#4a0e04"],
    ],
    `cx="0.5" cy="0.55" r="0.55"`,
  );
  const embers: string[] = [];
  for (let i = 0; i < 200; i++) {
    const a = r.next() * Math.PI * 2;
    const d = Math.pow(r.next(), 0.6);
    const x = cx + Math.cos(a) * d * rx * 0.8;
    const y = cy + ry * 0.3 + Math.sin(a) * d * ry * 0.62;
    embers.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * r.range(0.002, 0.009))}" fill="${r.pick(["#fff2b0", "#ffd060", "#ff9a2a", "#ff6a10", "#c0300a"])}" opacity="${op(r.range(0.5, 1))}"/>`);
  }
  c.add(
    `<g clip-path="url(#${mouthId})"><rect x="${n(cx - rx)}" y="${n(cy - ry)}" width="${n(rx * 2)}" height="${n(ry * 2)}" fill="${wall}"/><ellipse cx="${n(cx)}" cy="${n(cy + ry * 0.3)}" rx="${n(rx * 0.86)}" ry="${n(ry * 0.74)}" fill="${bed}"/>${embers.join("")}</g>`,
  );
  // Clay lip catching the firelight.
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="#f0a060" stroke-opacity="0.5" stroke-width="${n(s * 0.004)}"/>`);
  c.glow(cx, cy - ry * 0.3, rx * 1.3, "#ff8a2a", 0.3, 1, 0.8);

  // Skewers across the mouth, each with a hand-ridged seekh kebab.
  const count = 5;
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const x0 = cx - rx * 1.3 + t * rx * 0.5;
    const y0 = cy + ry * (-1.4 + t * 1.9);
    const x1 = cx + rx * 1.25 + t * rx * 0.1;
    const y1 = y0 - ry * 0.9;
    c.add(`<line x1="${n(x0)}" y1="${n(y0)}" x2="${n(x1)}" y2="${n(y1)}" stroke="#9a9590" stroke-width="${n(s * 0.006)}" stroke-linecap="round"/>`);
    c.add(`<line x1="${n(x0)}" y1="${n(y0 - s * 0.002)}" x2="${n(x1)}" y2="${n(y1 - s * 0.002)}" stroke="#fff" stroke-opacity="0.35" stroke-width="${n(s * 0.0015)}"/>`);
    const angle = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
    const len = Math.hypot(x1 - x0, y1 - y0);
    const startF = r.range(0.18, 0.26);
    const mx = x0 + (x1 - x0) * startF;
    const my = y0 + (y1 - y0) * startF;
    const kebabLen = len * r.range(0.45, 0.55);
    const th = s * 0.06;
    // A capsule with swellings along it: the meat is pressed onto the skewer by hand.
    const lumps = Array.from({ length: 7 }, (_, k) => {
      const x = ((k + 0.5) / 7) * kebabLen;
      return `<ellipse cx="${n(x)}" cy="${n(r.range(-th * 0.03, th * 0.03))}" rx="${n(kebabLen / 11)}" ry="${n(th * r.range(0.5, 0.56))}" fill="MEAT"/>`;
    }).join("");
    const outline = `M${n(th / 2)},${n(-th / 2)}L${n(kebabLen - th / 2)},${n(-th / 2)}A${n(th / 2)},${n(th / 2)} 0 0 1 ${n(kebabLen - th / 2)},${n(th / 2)}L${n(th / 2)},${n(th / 2)}A${n(th / 2)},${n(th / 2)} 0 0 1 ${n(th / 2)},${n(-th / 2)}Z`;
    const meat = c.linear([[0, "#e08a48"], [0.3, "#9a4419"], [0.7, "#4e1c08"], [1, "#1e0a04"]], 0, 0, 0, 1);
    const ridges = Array.from({ length: 11 }, (_, k) => {
      const x = ((k + 0.6) / 11.5) * kebabLen;
      return `<path d="M${n(x)},${n(-th * 0.45)}q${n(th * 0.12)},${n(th * 0.45)} 0,${n(th * 0.9)}" stroke="#1a0804" stroke-opacity="0.45" stroke-width="${n(th * 0.09)}" fill="none" stroke-linecap="round"/>`;
    }).join("");
    const flecks = Array.from({ length: 12 }, () => `<circle cx="${n(r.next() * kebabLen)}" cy="${n(r.range(-th * 0.3, th * 0.3))}" r="${n(th * 0.05)}" fill="#4f8a34"/>`).join("");
    c.add(
      `<g transform="translate(${n(mx)},${n(my)}) rotate(${n(angle)})"><path d="${outline}" fill="#000" opacity="0.35" transform="translate(${n(th * 0.1)},${n(th * 0.25)})"/><path d="${outline}" fill="${meat}"/>${lumps.replaceAll("MEAT", meat)}${ridges}${flecks}<path d="M${n(th * 0.5)},${n(-th * 0.28)}L${n(kebabLen - th * 0.5)},${n(-th * 0.28)}" stroke="#ffc080" stroke-opacity="0.35" stroke-width="${n(th * 0.12)}" stroke-linecap="round"/><path d="M${n(th * 0.5)},${n(th * 0.38)}L${n(kebabLen - th * 0.5)},${n(th * 0.38)}" stroke="#ff7a2a" stroke-opacity="0.4" stroke-width="${n(th * 0.08)}" stroke-linecap="round"/></g>`,
    );
  }

  // Sparks rising through the heat.
  const sparks: string[] = [];
  for (let i = 0; i < 70; i++) {
    const x = cx + r.gauss() * rx * 0.9;
    const y = cy - r.next() * h * 0.6;
    sparks.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * r.range(0.001, 0.0035))}" fill="${r.pick(["#ffd27a", "#ffae45", "#fff0c0"])}" opacity="${op(r.range(0.3, 0.9))}"/>`);
  }
  c.add(`<g>${sparks.join("")}</g>`);
  // Smoke: a few soft pale veils.
  const smoke = c.blur(s * 0.04);
  c.add(
    `<g filter="${smoke}" opacity="0.12">${Array.from({ length: 5 }, () => `<path d="${blobPath(r, cx + r.gauss() * rx * 0.6, h * r.range(0.1, 0.35), s * r.range(0.08, 0.16), 0.4, 7, 2.2, 0.7)}" fill="#f5efe6"/>`).join("")}</g>`,
  );
  c.vignette(0.75, 0.5, 0.6);
}

function seekh(c: Canvas) {
  const { w, h, r, s } = c;
  woodTable(c, [0.25, 0.15]);
  const cx = w * 0.5;
  const cy = h * 0.52;
  const rx = Math.min(w * 0.42, h * 0.55);
  const ry = rx * 0.62;
  const slab = c.linear([[0, "#34302d"], [0.6, "#24211f"], [1, "#171514"]], 0, 0, 1, 1);
  c.add(`<ellipse cx="${n(cx + rx * 0.05)}" cy="${n(cy + ry * 0.12)}" rx="${n(rx * 1.12)}" ry="${n(ry * 1.2)}" fill="${c.radial([[0.6, "#000", 0.75], [1, "#000", 0]])}"/>`);
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${slab}"/>`);
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.95)}" ry="${n(ry * 0.92)}" fill="none" stroke="#c9a45c" stroke-opacity="0.7" stroke-width="${n(s * 0.0028)}"/>`);
  // Onion rings and lemon under the kebabs.
  for (let i = 0; i < 9; i++) {
    const x = cx + r.range(-rx * 0.55, rx * 0.55);
    const y = cy + ry * r.range(0.25, 0.6);
    const rr = s * r.range(0.03, 0.05);
    c.add(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rr)}" ry="${n(rr * 0.9)}" fill="none" stroke="#d9a3c0" stroke-opacity="0.85" stroke-width="${n(s * 0.005)}"/>`);
    c.add(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rr * 0.8)}" ry="${n(rr * 0.72)}" fill="none" stroke="#8e3a6a" stroke-opacity="0.6" stroke-width="${n(s * 0.003)}"/>`);
  }
  for (const side of [-1, 1]) {
    const lx = cx + side * rx * 0.62;
    const ly = cy - ry * 0.45;
    const lr = s * 0.05;
    c.add(`<path d="M${n(lx - lr)},${n(ly)}A${n(lr)},${n(lr)} 0 0 0 ${n(lx + lr)},${n(ly)}Z" fill="#f2d24a" transform="rotate(${side * 25} ${n(lx)} ${n(ly)})"/>`);
    c.add(`<path d="M${n(lx - lr * 0.85)},${n(ly)}A${n(lr * 0.85)},${n(lr * 0.85)} 0 0 0 ${n(lx + lr * 0.85)},${n(ly)}Z" fill="#fff1a0" transform="rotate(${side * 25} ${n(lx)} ${n(ly)})"/>`);
  }
  // Four seekh kebabs laid diagonally.
  const angle = -12 + r.range(-4, 4);
  for (let i = 0; i < 4; i++) {
    const ky = cy + (i - 1.5) * ry * 0.28;
    const len = rx * 1.45;
    const th = s * 0.05;
    const x0 = cx - len / 2;
    const meat = c.linear([[0, "#c06a34"], [0.4, "#7a3213"], [0.85, "#3c1607"], [1, "#1a0803"]], 0, 0, 0, 1);
    const chars = Array.from({ length: 12 }, (_, k) => `<ellipse cx="${n(x0 + ((k + 0.5) / 12) * len)}" cy="${n(ky + r.range(-th * 0.15, th * 0.15))}" rx="${n(th * 0.35)}" ry="${n(th * 0.14)}" fill="#140603" opacity="0.75"/>`).join("");
    const flecks = Array.from({ length: 14 }, () => `<circle cx="${n(x0 + r.next() * len)}" cy="${n(ky + r.range(-th * 0.35, th * 0.35))}" r="${n(th * 0.06)}" fill="#4f8a34"/>`).join("");
    c.add(
      `<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})"><rect x="${n(x0 + th * 0.3)}" y="${n(ky - th * 0.35)}" width="${n(len)}" height="${n(th)}" rx="${n(th / 2)}" fill="#000" opacity="0.5"/><rect x="${n(x0)}" y="${n(ky - th / 2)}" width="${n(len)}" height="${n(th)}" rx="${n(th / 2)}" fill="${meat}"/>${chars}${flecks}<rect x="${n(x0 + th * 0.4)}" y="${n(ky - th * 0.42)}" width="${n(len - th * 0.8)}" height="${n(th * 0.18)}" rx="${n(th * 0.09)}" fill="#ffc080" opacity="0.32"/></g>`,
    );
  }
  herbs(c, cx, cy, rx * 0.6, 30);
  // Mint chutney in a small brass bowl.
  const bx = cx + rx * 0.95;
  const by = cy + ry * 0.95;
  const br = s * 0.09;
  c.add(`<circle cx="${n(bx)}" cy="${n(by)}" r="${n(br)}" fill="${c.linear([[0, "#e0b060"], [0.5, "#8a6420"], [1, "#d2a050"]], 0, 0, 1, 1)}"/>`);
  c.add(`<circle cx="${n(bx)}" cy="${n(by)}" r="${n(br * 0.84)}" fill="${c.radial([[0, "#a8d27a"], [0.7, "#5f9a3a"], [1, "#2f5a1c"]], `cx="0.4" cy="0.4"`)}"/>`);
  c.vignette(0.85);
}

function naan(c: Canvas) {
  const { w, h, r, s } = c;
  woodTable(c, [0.3, 0.1]);
  const cx = w * 0.48;
  const cy = h * 0.52;
  const R = s * 0.42;
  // An emerald cloth with a gold border, folded under the bread.
  const cloth = `M${n(cx - R * 1.35)},${n(cy - R * 0.2)}L${n(cx + R * 0.2)},${n(cy - R * 1.3)}L${n(cx + R * 1.4)},${n(cy + R * 0.1)}L${n(cx - R * 0.1)},${n(cy + R * 1.35)}Z`;
  c.add(`<path d="${cloth}" fill="${c.linear([[0, "#1f4a3a"], [0.5, "#12342a"], [1, "#0b221b"]], 0, 0, 1, 1)}"/>`);
  c.add(`<path d="${cloth}" fill="none" stroke="#c9a45c" stroke-width="${n(s * 0.01)}" stroke-opacity="0.75"/>`);
  c.add(`<path d="${cloth}" fill="none" stroke="#c9a45c" stroke-width="${n(s * 0.002)}" stroke-opacity="0.6" stroke-dasharray="${n(s * 0.01)} ${n(s * 0.008)}" transform="translate(${n(cx * 0.06)},${n(cy * 0.06)}) scale(0.94)"/>`);
  // Three naan, overlapping teardrops blistered from the tandoor wall.
  for (let i = 0; i < 3; i++) {
    const nx = cx + (i - 1) * R * 0.42;
    const ny = cy + (i % 2 === 0 ? -1 : 1) * R * 0.18;
    const rot = r.range(-0.6, 0.6) + i * 0.5;
    const path = blobPath(r, nx, ny, R * 0.42, 0.08, 10, 1.25, 0.75, rot);
    c.add(`<path d="${path}" fill="#000" opacity="0.5" transform="translate(${n(s * 0.012)},${n(s * 0.016)})"/>`);
    c.add(`<path d="${path}" fill="${c.radial([[0, "#f2d49a"], [0.6, "#dcaa62"], [0.9, "#b07a3a"], [1, "#7a4a1c"]], `cx="0.45" cy="0.4" r="0.6"`)}"/>`);
    const spots: string[] = [];
    for (let k = 0; k < 28; k++) {
      const [x, y] = inDisc(r, nx, ny, R * 0.36, 0.7);
      const sr = s * r.range(0.004, 0.016);
      spots.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(sr)}" ry="${n(sr * 0.7)}" fill="${r.pick(["#3a1f0c", "#5a3010", "#8a5424"])}" opacity="${op(r.range(0.5, 0.9))}"/>`);
    }
    c.add(`<g>${spots.join("")}</g>`);
    c.glow(nx - R * 0.1, ny - R * 0.1, R * 0.3, "#fff6d8", 0.22);
    // Garlic and coriander on the butter.
    for (let k = 0; k < 12; k++) {
      const [x, y] = inDisc(r, nx, ny, R * 0.3, 0.8);
      c.add(`<rect x="${n(x)}" y="${n(y)}" width="${n(s * 0.006)}" height="${n(s * 0.004)}" fill="#f6ecc8" opacity="0.85" transform="rotate(${n(r.range(0, 90))} ${n(x)} ${n(y)})"/>`);
    }
    herbs(c, nx, ny, R * 0.3, 10, 0.7);
  }
  c.vignette(0.85);
}

function gulabJamun(c: Canvas) {
  const { w, h, r, s } = c;
  woodTable(c, [0.7, 0.1]);
  const cx = w * 0.5;
  const cy = h * 0.54;
  const R = s * 0.36;
  c.add(`<circle cx="${n(cx + R * 0.08)}" cy="${n(cy + R * 0.1)}" r="${n(R * 1.2)}" fill="${c.radial([[0.6, "#000", 0.8], [1, "#000", 0]])}"/>`);
  // A hammered brass bowl.
  c.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${c.linear([[0, "#f0cf7a"], [0.4, "#a67c2e"], [0.7, "#5a3e12"], [1, "#c9a45c"]], 0, 0, 1, 1)}"/>`);
  c.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.88)}" fill="${c.radial([[0, "#d9902a"], [0.6, "#a0561a"], [1, "#4a2208"]], `cx="0.45" cy="0.42"`)}"/>`);
  // Syrup sheen.
  c.glow(cx - R * 0.2, cy - R * 0.25, R * 0.5, "#ffd27a", 0.35);
  const balls: Array<[number, number]> = [
    [-0.32, -0.18],
    [0.28, -0.26],
    [0.02, 0.3],
    [-0.05, -0.02],
    [0.4, 0.22],
  ];
  for (const [dx, dy] of balls.slice(0, r.int(4, 5))) {
    const x = cx + dx * R;
    const y = cy + dy * R;
    const br = R * 0.25;
    c.add(`<circle cx="${n(x + br * 0.12)}" cy="${n(y + br * 0.15)}" r="${n(br)}" fill="#1a0703" opacity="0.55"/>`);
    c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(br)}" fill="${c.radial([[0, "#8a3a14"], [0.55, "#5a1e08"], [0.9, "#2e0c03"], [1, "#1a0602"]], `cx="0.38" cy="0.34" r="0.7"`)}"/>`);
    c.add(`<ellipse cx="${n(x - br * 0.32)}" cy="${n(y - br * 0.38)}" rx="${n(br * 0.28)}" ry="${n(br * 0.14)}" fill="#fff2d6" opacity="0.55" transform="rotate(-30 ${n(x - br * 0.32)} ${n(y - br * 0.38)})"/>`);
    c.add(`<circle cx="${n(x + br * 0.35)}" cy="${n(y + br * 0.4)}" r="${n(br * 0.06)}" fill="#ffd9a0" opacity="0.4"/>`);
  }
  // Pistachio slivers and rose petals.
  const bits: string[] = [];
  for (let i = 0; i < 40; i++) {
    const [x, y] = inDisc(r, cx, cy, R * 0.8, 0.7);
    bits.push(`<path d="${leafPath(x, y, s * 0.012, s * 0.004, r.range(0, Math.PI * 2))}" fill="${r.pick(["#9ac25a", "#b6d46e", "#6f9a3a"])}"/>`);
  }
  c.add(`<g>${bits.join("")}</g>`);
  for (let i = 0; i < 9; i++) {
    const onTable = i > 4;
    const [x, y] = onTable ? [cx + r.range(-1.4, 1.4) * R, cy + r.pick([-1, 1]) * R * r.range(1.15, 1.4)] : inDisc(r, cx, cy, R * 0.7, 0.8);
    const len = s * r.range(0.03, 0.05);
    c.add(`<path d="${leafPath(x, y, len, len * 0.55, r.range(0, Math.PI * 2))}" fill="${c.radial([[0, "#e2708e"], [1, "#8e1f3e"]])}" opacity="0.95"/>`);
  }
  c.vignette(0.85);
}

type DrinkPalette = { top: string; mid: string; deep: string; garnish: "rose" | "mint" | "mango" };

const DRINKS: Record<"mocktail-rose" | "mocktail-mint" | "mocktail-mango", DrinkPalette> = {
  "mocktail-rose": { top: "#f29ab0", mid: "#c8486a", deep: "#6a1430", garnish: "rose" },
  "mocktail-mint": { top: "#d6f0b0", mid: "#8cc46a", deep: "#2e6a34", garnish: "mint" },
  "mocktail-mango": { top: "#ffd27a", mid: "#f39a2a", deep: "#a0480c", garnish: "mango" },
};

function mocktail(c: Canvas, palette: DrinkPalette) {
  const { w, h, r, s } = c;
  // A dark bar with lantern bokeh behind.
  c.add(`<rect width="${w}" height="${h}" fill="${c.linear([[0, "#1c1310"], [0.7, "#120d0b"], [1, "#0c0908"]])}"/>`);
  c.bokeh(16, { x: 0, y: 0, w, h: h * 0.6 }, ["#c9a45c", "#ffb25a", "#e07a3a", "#2f6a54"], [s * 0.03, s * 0.08], [0.06, 0.2]);
  c.bokeh(22, { x: 0, y: h * 0.1, w, h: h * 0.5 }, ["#ffcf8a", "#c9a45c"], [s * 0.006, s * 0.016], [0.2, 0.45]);
  // Backlight: the drink glows against the dark like a lantern.
  c.glow(w * 0.5, h * 0.42, s * 0.55, palette.mid, 0.28);
  const barY = h * 0.76;
  c.add(`<rect x="0" y="${n(barY)}" width="${w}" height="${n(h - barY)}" fill="${c.linear([[0, "#3a2a1e"], [0.08, "#21170f"], [1, "#0e0a08"]])}"/>`);
  c.add(`<rect x="0" y="${n(barY)}" width="${w}" height="${n(s * 0.003)}" fill="#c9a45c" opacity="0.55"/>`);

  const cx = w * 0.5;
  const tall = h > w;
  if (tall) {
    // Highball with ice, a straw and a gold rim.
    const gw = s * 0.34;
    const gh = h * 0.5;
    const top = barY - gh;
    const left = cx - gw / 2;
    c.add(`<ellipse cx="${n(cx)}" cy="${n(barY + s * 0.01)}" rx="${n(gw * 0.75)}" ry="${n(s * 0.025)}" fill="${palette.mid}" opacity="0.25"/>`);
    const liquidTop = top + gh * 0.12;
    c.add(`<rect x="${n(left)}" y="${n(liquidTop)}" width="${n(gw)}" height="${n(barY - liquidTop)}" rx="${n(gw * 0.05)}" fill="${c.linear([[0, palette.top], [0.5, palette.mid], [1, palette.deep]])}" opacity="0.92"/>`);
    for (let i = 0; i < 5; i++) {
      const ix = left + gw * r.range(0.1, 0.55);
      const iy = liquidTop + gh * r.range(0.0, 0.5);
      const is = gw * r.range(0.28, 0.38);
      c.add(`<rect x="${n(ix)}" y="${n(iy)}" width="${n(is)}" height="${n(is)}" rx="${n(is * 0.18)}" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.4" stroke-width="${n(s * 0.002)}" transform="rotate(${n(r.range(-25, 25))} ${n(ix + is / 2)} ${n(iy + is / 2)})"/>`);
    }
    for (let i = 0; i < 30; i++) {
      c.add(`<circle cx="${n(left + gw * r.range(0.08, 0.92))}" cy="${n(liquidTop + (barY - liquidTop) * r.range(0.1, 0.95))}" r="${n(s * r.range(0.002, 0.006))}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="1"/>`);
    }
    c.add(`<line x1="${n(cx + gw * 0.15)}" y1="${n(barY - gh * 0.2)}" x2="${n(cx + gw * 0.42)}" y2="${n(top - gh * 0.2)}" stroke="#c9a45c" stroke-width="${n(s * 0.012)}" stroke-linecap="round"/>`);
    c.add(`<rect x="${n(left)}" y="${n(top)}" width="${n(gw)}" height="${n(gh)}" rx="${n(gw * 0.05)}" fill="#ffffff" fill-opacity="0.05" stroke="#f5efe6" stroke-opacity="0.35" stroke-width="${n(s * 0.003)}"/>`);
    c.add(`<rect x="${n(left + gw * 0.08)}" y="${n(top + gh * 0.05)}" width="${n(gw * 0.05)}" height="${n(gh * 0.85)}" rx="${n(gw * 0.025)}" fill="#ffffff" opacity="0.22"/>`);
    c.add(`<rect x="${n(left)}" y="${n(top - s * 0.004)}" width="${n(gw)}" height="${n(s * 0.012)}" rx="${n(s * 0.004)}" fill="${c.linear([[0, "#8a6a2a"], [0.5, "#f0d590"], [1, "#8a6a2a"]], 0, 0, 1, 0)}"/>`);
    garnish(c, palette, cx - gw * 0.3, top + gh * 0.08, s * 0.09);
  } else {
    // A coupe: shallow bowl, slim stem, gold rim.
    const bw = s * 0.62;
    const bh = s * 0.24;
    const rimY = barY - s * 0.56;
    const stemTop = rimY + bh;
    c.add(`<ellipse cx="${n(cx)}" cy="${n(barY + s * 0.008)}" rx="${n(bw * 0.4)}" ry="${n(s * 0.02)}" fill="${palette.mid}" opacity="0.25"/>`);
    const bowl = `M${n(cx - bw / 2)},${n(rimY)}C${n(cx - bw / 2)},${n(rimY + bh * 0.9)} ${n(cx - bw * 0.12)},${n(stemTop)} ${n(cx)},${n(stemTop)}C${n(cx + bw * 0.12)},${n(stemTop)} ${n(cx + bw / 2)},${n(rimY + bh * 0.9)} ${n(cx + bw / 2)},${n(rimY)}Z`;
    const lq = rimY + bh * 0.14;
    const liquid = `M${n(cx - bw * 0.47)},${n(lq)}C${n(cx - bw * 0.45)},${n(rimY + bh * 0.9)} ${n(cx - bw * 0.11)},${n(stemTop - bh * 0.04)} ${n(cx)},${n(stemTop - bh * 0.04)}C${n(cx + bw * 0.11)},${n(stemTop - bh * 0.04)} ${n(cx + bw * 0.45)},${n(rimY + bh * 0.9)} ${n(cx + bw * 0.47)},${n(lq)}Z`;
    c.add(`<path d="${liquid}" fill="${c.linear([[0, palette.top], [0.5, palette.mid], [1, palette.deep]])}" opacity="0.95"/>`);
    c.add(`<ellipse cx="${n(cx)}" cy="${n(lq)}" rx="${n(bw * 0.47)}" ry="${n(bh * 0.1)}" fill="${palette.top}" opacity="0.85"/>`);
    for (let i = 0; i < 24; i++) {
      c.add(`<circle cx="${n(cx + r.range(-0.3, 0.3) * bw)}" cy="${n(lq + r.range(0.15, 0.7) * bh)}" r="${n(s * r.range(0.002, 0.005))}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="1"/>`);
    }
    c.add(`<path d="${bowl}" fill="#ffffff" fill-opacity="0.05" stroke="#f5efe6" stroke-opacity="0.4" stroke-width="${n(s * 0.003)}"/>`);
    c.add(`<path d="M${n(cx - bw * 0.42)},${n(rimY + bh * 0.15)}C${n(cx - bw * 0.4)},${n(rimY + bh * 0.6)} ${n(cx - bw * 0.25)},${n(rimY + bh * 0.85)} ${n(cx - bw * 0.12)},${n(rimY + bh * 0.92)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${n(s * 0.006)}" stroke-linecap="round"/>`);
    c.add(`<ellipse cx="${n(cx)}" cy="${n(rimY)}" rx="${n(bw / 2)}" ry="${n(bh * 0.1)}" fill="none" stroke="${c.linear([[0, "#8a6a2a"], [0.5, "#f6dc98"], [1, "#8a6a2a"]], 0, 0, 1, 0)}" stroke-width="${n(s * 0.007)}"/>`);
    const stemW = s * 0.012;
    c.add(`<rect x="${n(cx - stemW / 2)}" y="${n(stemTop)}" width="${n(stemW)}" height="${n(barY - stemTop - s * 0.01)}" fill="${c.linear([[0, "#6a5a4a"], [0.5, "#f5efe6"], [1, "#6a5a4a"]], 0, 0, 1, 0)}" opacity="0.6"/>`);
    c.add(`<ellipse cx="${n(cx)}" cy="${n(barY - s * 0.008)}" rx="${n(bw * 0.22)}" ry="${n(s * 0.014)}" fill="#f5efe6" fill-opacity="0.12" stroke="#f5efe6" stroke-opacity="0.4" stroke-width="${n(s * 0.002)}"/>`);
    garnish(c, palette, cx + bw * 0.38, rimY - s * 0.005, s * 0.08);
  }
  // Reflection on the bar top.
  c.glow(cx, barY + (h - barY) * 0.35, s * 0.22, palette.mid, 0.2, 1.6, 0.35);
  c.vignette(0.8, 0.5, 0.45);
}

function garnish(c: Canvas, palette: DrinkPalette, x: number, y: number, size: number) {
  const { r } = c;
  if (palette.garnish === "rose") {
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2 + r.range(-0.2, 0.2);
      c.add(`<path d="${leafPath(x + Math.cos(a) * size * 0.3, y + Math.sin(a) * size * 0.18, size * 0.6, size * 0.3, a)}" fill="${c.radial([[0, "#f08aa4"], [1, "#9a2246"]])}"/>`);
    }
    c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.14)}" fill="#7a1834"/>`);
  } else if (palette.garnish === "mint") {
    for (let i = 0; i < 6; i++) {
      const a = -Math.PI / 2 + (i - 2.5) * 0.45;
      c.add(`<path d="${leafPath(x + Math.cos(a) * size * 0.4, y + Math.sin(a) * size * 0.4, size * 0.7, size * 0.3, a)}" fill="${r.pick(["#4f8a34", "#6aa644", "#3c6e28"])}"/>`);
    }
    c.add(`<circle cx="${n(x + size * 0.3)}" cy="${n(y + size * 0.1)}" r="${n(size * 0.45)}" fill="#cfe07a" opacity="0.9"/><circle cx="${n(x + size * 0.3)}" cy="${n(y + size * 0.1)}" r="${n(size * 0.38)}" fill="#e8f0b0" opacity="0.8"/>`);
  } else {
    c.add(`<path d="M${n(x - size * 0.6)},${n(y)}A${n(size * 0.6)},${n(size * 0.6)} 0 0 0 ${n(x + size * 0.6)},${n(y)}Z" fill="#ffb22a"/>`);
    c.add(`<path d="M${n(x - size * 0.5)},${n(y)}A${n(size * 0.5)},${n(size * 0.5)} 0 0 0 ${n(x + size * 0.5)},${n(y)}Z" fill="#ffd060"/>`);
    for (let i = 0; i < 3; i++) c.add(`<path d="${leafPath(x - size * 0.2 + i * size * 0.15, y - size * 0.35, size * 0.5, size * 0.12, -1.2 + i * 0.4)}" fill="#4f8a34"/>`);
  }
}

function lanterns(c: Canvas) {
  const { w, h, r, s } = c;
  // Aubergine back wall, warmer where the lanterns light it.
  c.add(`<rect width="${w}" height="${h}" fill="${c.linear([[0, "#1e1016"], [0.55, "#241418"], [1, "#0e0a09"]])}"/>`);
  // A colonnade of emerald alcoves with gold-edged ogee arches.
  const arches = w > h ? 5 : 3;
  const archW = w / arches;
  for (let i = 0; i < arches; i++) {
    const ax = archW * (i + 0.5);
    const path = archPath(ax, h * 0.16, archW * 0.62, h * 0.56);
    c.add(`<path d="${path}" fill="${c.linear([[0, "#0f2a22"], [0.7, "#0a1c17"], [1, "#07120f"]])}"/>`);
    c.add(`<path d="${path}" fill="none" stroke="#c9a45c" stroke-opacity="0.45" stroke-width="${n(s * 0.003)}"/>`);
    c.glow(ax, h * 0.62, archW * 0.35, "#e0a050", 0.18, 1, 0.6);
  }
  // Floor and banquette line.
  const floorY = h * 0.72;
  c.add(`<rect x="0" y="${n(floorY)}" width="${w}" height="${n(h - floorY)}" fill="${c.linear([[0, "#2a1a12"], [1, "#0c0807"]])}"/>`);
  // Tables with draped cloths, chairs either side and a small candle each.
  const tables = w > h ? 4 : 2;
  const drop = (h - floorY) * 0.42;
  for (let i = 0; i < tables; i++) {
    const tx = (w / tables) * (i + 0.5) + r.range(-0.04, 0.04) * w;
    const tw = (w / tables) * 0.46;
    const ty = floorY + (h - floorY) * 0.2;
    for (const side of [-1, 1]) {
      const chx = tx + side * tw * 0.68;
      const back = `M${n(chx - s * 0.035)},${n(ty + drop)}L${n(chx - s * 0.035)},${n(ty - s * 0.05)}Q${n(chx)},${n(ty - s * 0.1)} ${n(chx + s * 0.035)},${n(ty - s * 0.05)}L${n(chx + s * 0.035)},${n(ty + drop)}Z`;
      c.add(`<path d="${back}" fill="${c.linear([[0, "#2a1a14"], [1, "#0c0807"]])}" stroke="#c9a45c" stroke-opacity="0.3" stroke-width="${n(s * 0.0018)}"/>`);
    }
    const cloth = `M${n(tx - tw / 2)},${n(ty)}L${n(tx + tw / 2)},${n(ty)}C${n(tx + tw * 0.52)},${n(ty + drop * 0.5)} ${n(tx + tw * 0.56)},${n(ty + drop * 0.8)} ${n(tx + tw * 0.57)},${n(ty + drop)}L${n(tx - tw * 0.57)},${n(ty + drop)}C${n(tx - tw * 0.56)},${n(ty + drop * 0.8)} ${n(tx - tw * 0.52)},${n(ty + drop * 0.5)} ${n(tx - tw / 2)},${n(ty)}Z`;
    c.add(`<path d="${cloth}" fill="${c.linear([[0, "#8a7c66"], [0.3, "#4a4036"], [1, "#1a1512"]])}"/>`);
    const folds = Array.from({ length: 7 }, (_, k) => {
      const fx = tx - tw * 0.45 + (tw * 0.9 * (k + 0.5)) / 7;
      return `<path d="M${n(fx)},${n(ty + drop * 0.15)}L${n(fx + (fx - tx) * 0.12)},${n(ty + drop)}" stroke="#000" stroke-opacity="0.25" stroke-width="${n(s * 0.006)}"/>`;
    }).join("");
    c.add(folds);
    c.add(`<ellipse cx="${n(tx)}" cy="${n(ty)}" rx="${n(tw / 2)}" ry="${n(s * 0.018)}" fill="#d8ccb6" opacity="0.5"/>`);
    c.glow(tx, ty, tw * 0.45, "#ffb25a", 0.25, 1, 0.4);
    candle(c, tx + r.range(-0.1, 0.1) * tw, ty - s * 0.004, s * 0.04, s * 0.016, 0.8);
    for (const side of [-1, 1]) {
      const gx = tx + side * tw * 0.3;
      c.add(`<path d="M${n(gx - s * 0.012)},${n(ty - s * 0.06)}L${n(gx + s * 0.012)},${n(ty - s * 0.06)}L${n(gx + s * 0.009)},${n(ty)}L${n(gx - s * 0.009)},${n(ty)}Z" fill="#f5efe6" fill-opacity="0.08" stroke="#f5efe6" stroke-opacity="0.4" stroke-width="1.2"/>`);
    }
  }
  // Hanging brass lanterns at staggered heights.
  const count = w > h ? 5 : 3;
  for (let i = 0; i < count; i++) {
    const lx = (w / count) * (i + 0.5) + r.range(-0.04, 0.04) * w;
    const ly = h * r.range(0.2, 0.36);
    const lw = s * r.range(0.045, 0.06);
    c.add(`<line x1="${n(lx)}" y1="0" x2="${n(lx)}" y2="${n(ly - lw * 1.2)}" stroke="#6a5432" stroke-width="${n(s * 0.002)}"/>`);
    c.glow(lx, ly, lw * 9, "#ffb04a", 0.4);
    const body = `M${n(lx)},${n(ly - lw * 1.3)}L${n(lx + lw * 0.6)},${n(ly - lw * 0.7)}L${n(lx + lw * 0.6)},${n(ly + lw * 0.6)}L${n(lx)},${n(ly + lw * 1.2)}L${n(lx - lw * 0.6)},${n(ly + lw * 0.6)}L${n(lx - lw * 0.6)},${n(ly - lw * 0.7)}Z`;
    c.add(`<path d="${body}" fill="${c.radial([[0, "#fff2c8"], [0.5, "#ffbe5a"], [1, "#c0601a"]])}"/>`);
    c.add(`<path d="${body}" fill="none" stroke="#8a6a2a" stroke-width="${n(lw * 0.12)}"/>`);
    c.add(`<line x1="${n(lx)}" y1="${n(ly - lw * 1.3)}" x2="${n(lx)}" y2="${n(ly + lw * 1.2)}" stroke="#8a6a2a" stroke-width="${n(lw * 0.08)}"/>`);
  }
  // Foreground bokeh: the room seen past other diners' candles.
  c.bokeh(18, { x: 0, y: h * 0.55, w, h: h * 0.45 }, ["#ffb25a", "#c9a45c", "#ff8a3a"], [s * 0.04, s * 0.1], [0.12, 0.3]);
  c.bokeh(14, { x: 0, y: 0, w, h: h * 0.5 }, ["#c9a45c", "#ffcf8a"], [s * 0.01, s * 0.025], [0.2, 0.45]);
  c.vignette(0.8, 0.5, 0.45);
}

function candleTable(c: Canvas) {
  const { w, h, r, s } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${c.linear([[0, "#140f0d"], [0.5, "#1c1411"], [1, "#0e0a08"]])}"/>`);
  c.bokeh(30, { x: 0, y: 0, w, h: h * 0.55 }, ["#ffb25a", "#c9a45c", "#e07a3a", "#ffd9a0"], [s * 0.02, s * 0.07], [0.1, 0.35]);
  const tableY = h * 0.58;
  c.add(`<rect x="0" y="${n(tableY)}" width="${w}" height="${n(h - tableY)}" fill="${c.linear([[0, "#2a1c14"], [0.1, "#1c130e"], [1, "#0a0706"]])}"/>`);
  // A runner in deep emerald with gold edges.
  c.add(`<path d="M${n(w * 0.3)},${n(tableY)}L${n(w * 0.7)},${n(tableY)}L${n(w * 0.95)},${n(h)}L${n(w * 0.05)},${n(h)}Z" fill="${c.linear([[0, "#163a2e"], [1, "#0a1f18"]])}"/>`);
  c.add(`<path d="M${n(w * 0.3)},${n(tableY)}L${n(w * 0.05)},${n(h)}M${n(w * 0.7)},${n(tableY)}L${n(w * 0.95)},${n(h)}" stroke="#c9a45c" stroke-opacity="0.6" stroke-width="${n(s * 0.004)}"/>`);
  // Candles of varying heights across the table.
  const candles = w > h ? 5 : 3;
  for (let i = 0; i < candles; i++) {
    const x = w * (0.18 + (0.64 * i) / Math.max(1, candles - 1)) + r.range(-0.02, 0.02) * w;
    const base = tableY + (h - tableY) * r.range(0.2, 0.4);
    candle(c, x, base, s * r.range(0.12, 0.26), s * r.range(0.035, 0.05));
  }
  // Tumblers of water catching the light.
  for (let i = 0; i < 3; i++) {
    const gx = w * (0.28 + i * 0.22) + r.range(-0.03, 0.03) * w;
    const gb = tableY + (h - tableY) * r.range(0.55, 0.75);
    const gw = s * 0.08;
    const gh = s * 0.14;
    c.add(`<path d="M${n(gx - gw / 2)},${n(gb - gh)}L${n(gx + gw / 2)},${n(gb - gh)}L${n(gx + gw * 0.42)},${n(gb)}L${n(gx - gw * 0.42)},${n(gb)}Z" fill="#f5efe6" fill-opacity="0.06" stroke="#f5efe6" stroke-opacity="0.45" stroke-width="${n(s * 0.002)}"/>`);
    c.add(`<path d="M${n(gx - gw * 0.47)},${n(gb - gh * 0.45)}L${n(gx + gw * 0.47)},${n(gb - gh * 0.45)}L${n(gx + gw * 0.42)},${n(gb)}L${n(gx - gw * 0.42)},${n(gb)}Z" fill="#ffcf8a" fill-opacity="0.12"/>`);
    c.add(`<ellipse cx="${n(gx)}" cy="${n(gb - gh)}" rx="${n(gw / 2)}" ry="${n(gw * 0.1)}" fill="none" stroke="#c9a45c" stroke-width="${n(s * 0.003)}"/>`);
    c.add(`<rect x="${n(gx - gw * 0.3)}" y="${n(gb - gh * 0.92)}" width="${n(gw * 0.08)}" height="${n(gh * 0.8)}" fill="#fff" opacity="0.3"/>`);
  }
  // Marigolds scattered on the runner.
  for (let i = 0; i < 12; i++) {
    const x = w * r.range(0.15, 0.85);
    const y = tableY + (h - tableY) * r.range(0.1, 0.9);
    const mr = s * r.range(0.012, 0.022);
    c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(mr)}" fill="${c.radial([[0, "#ffcf3a"], [0.7, "#f59a12"], [1, "#b8560a"]])}"/>`);
  }
  c.vignette(0.85, 0.5, 0.5);
}

function banquet(c: Canvas) {
  const { w, h, r, s } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${c.linear([[0, "#170f12"], [0.5, "#1e1315"], [1, "#0c0908"]])}"/>`);
  const vx = w * 0.5;
  const vy = h * 0.4;
  // The far wall: a great arch lit from within.
  c.add(`<path d="${archPath(vx, h * 0.08, w * 0.32, h * 0.5)}" fill="${c.radial([[0, "#6a3a1a"], [0.6, "#2a1810"], [1, "#140c0a"]], `cx="0.5" cy="0.8"`)}"/>`);
  c.add(`<path d="${archPath(vx, h * 0.08, w * 0.32, h * 0.5)}" fill="none" stroke="#c9a45c" stroke-opacity="0.5" stroke-width="${n(s * 0.003)}"/>`);
  c.glow(vx, vy, s * 0.5, "#ffb04a", 0.35);
  // Floor.
  c.add(`<rect x="0" y="${n(vy + h * 0.18)}" width="${w}" height="${n(h)}" fill="${c.linear([[0, "#1a120e"], [1, "#070505"]])}"/>`);
  // The long table receding to the arch.
  const nearY = h * 1.02;
  const farY = vy + h * 0.14;
  const nearHalf = w * 0.42;
  const farHalf = w * 0.05;
  c.add(`<path d="M${n(vx - farHalf)},${n(farY)}L${n(vx + farHalf)},${n(farY)}L${n(vx + nearHalf)},${n(nearY)}L${n(vx - nearHalf)},${n(nearY)}Z" fill="${c.linear([[0, "#a8977c"], [0.45, "#cdbfa6"], [1, "#3a3129"]])}"/>`);
  c.add(`<path d="M${n(vx - farHalf * 0.35)},${n(farY)}L${n(vx + farHalf * 0.35)},${n(farY)}L${n(vx + nearHalf * 0.3)},${n(nearY)}L${n(vx - nearHalf * 0.3)},${n(nearY)}Z" fill="#123a2c" opacity="0.85"/>`);
  // Place settings, candles and chairs, smaller with distance.
  const rows = 8;
  for (let i = rows - 1; i >= 0; i--) {
    const t = Math.pow(i / rows, 1.6);
    const y = farY + (nearY - farY) * (1 - t) * 0.92;
    const half = farHalf + (nearHalf - farHalf) * (1 - t) * 0.92;
    const scale = 0.15 + (1 - t) * 0.85;
    for (const side of [-1, 1]) {
      const px = vx + side * half * 0.68;
      const chairX = vx + side * (half + s * 0.05 * scale);
      c.add(`<rect x="${n(chairX - s * 0.03 * scale)}" y="${n(y - s * 0.16 * scale)}" width="${n(s * 0.06 * scale)}" height="${n(s * 0.2 * scale)}" rx="${n(s * 0.02 * scale)}" fill="#0c0807" stroke="#c9a45c" stroke-opacity="0.25" stroke-width="1"/>`);
      c.add(`<ellipse cx="${n(px)}" cy="${n(y)}" rx="${n(s * 0.05 * scale)}" ry="${n(s * 0.014 * scale)}" fill="#f5efe6" stroke="#c9a45c" stroke-width="${n(Math.max(0.8, s * 0.003 * scale))}"/>`);
    }
    candle(c, vx + r.range(-0.01, 0.01) * w, y, s * 0.09 * scale, s * 0.018 * scale, 0.9);
  }
  // Lanterns overhead, receding.
  for (let i = 0; i < 6; i++) {
    const t = i / 6;
    const y = h * (0.02 + t * 0.22);
    const size = s * (0.05 - t * 0.035);
    for (const side of [-1, 1]) {
      const x = vx + side * w * (0.3 - t * 0.22);
      c.glow(x, y + size, size * 4, "#ffb04a", 0.3);
      c.add(`<circle cx="${n(x)}" cy="${n(y + size)}" r="${n(size * 0.5)}" fill="${c.radial([[0, "#fff2c8"], [1, "#e08a2a"]])}"/>`);
    }
  }
  c.vignette(0.85, 0.5, 0.45);
}

function jali(c: Canvas) {
  const { w, h, r, s } = c;
  c.add(`<rect width="${w}" height="${h}" fill="${c.linear([[0, "#0f2a22"], [0.6, "#0b1f19"], [1, "#070f0c"]])}"/>`);
  // Lattice pattern: eight-pointed stars on a square grid.
  const cell = s * 0.06;
  const pid = c.id("p");
  const half = cell / 2;
  const star: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const rad = i % 2 === 0 ? half * 0.95 : half * 0.55;
    star.push(`${n(half + Math.cos(a) * rad)},${n(half + Math.sin(a) * rad)}`);
  }
  c.defs.push(
    `<pattern id="${pid}" width="${n(cell)}" height="${n(cell)}" patternUnits="userSpaceOnUse"><rect width="${n(cell)}" height="${n(cell)}" fill="#2a1a10"/><path d="M${star.join("L")}Z" fill="#ffd08a"/><circle cx="${n(half)}" cy="${n(half)}" r="${n(half * 0.22)}" fill="#2a1a10"/></pattern>`,
  );
  const ax = w * 0.5;
  const aw = Math.min(w * 0.58, h * 0.62);
  const top = h * 0.08;
  const ah = h * 0.74;
  const arch = archPath(ax, top, aw, ah);
  c.glow(ax, top + ah * 0.5, aw * 1.1, "#ffb04a", 0.35);
  c.add(`<path d="${arch}" fill="url(#${pid})"/>`);
  // Light falls off towards the edges of the screen.
  c.add(`<path d="${arch}" fill="${c.radial([[0, "#ffe2a8", 0.25], [0.6, "#000", 0.15], [1, "#000", 0.75]], `cx="0.5" cy="0.55" r="0.65"`)}"/>`);
  c.add(`<path d="${arch}" fill="none" stroke="#c9a45c" stroke-width="${n(s * 0.012)}"/>`);
  c.add(`<path d="${archPath(ax, top - s * 0.03, aw + s * 0.06, ah + s * 0.03)}" fill="none" stroke="#c9a45c" stroke-opacity="0.45" stroke-width="${n(s * 0.003)}"/>`);
  // A table in front with a brass lamp.
  const tableY = top + ah;
  c.add(`<rect x="0" y="${n(tableY)}" width="${w}" height="${n(h - tableY)}" fill="${c.linear([[0, "#3a2618"], [0.1, "#1e140e"], [1, "#0a0706"]])}"/>`);
  const lx = ax + aw * r.range(0.15, 0.3);
  c.add(`<path d="M${n(lx - s * 0.04)},${n(tableY + s * 0.01)}L${n(lx + s * 0.04)},${n(tableY + s * 0.01)}L${n(lx + s * 0.02)},${n(tableY - s * 0.05)}L${n(lx - s * 0.02)},${n(tableY - s * 0.05)}Z" fill="${c.linear([[0, "#8a6a2a"], [0.5, "#f0d590"], [1, "#6a4e1a"]], 0, 0, 1, 0)}"/>`);
  candle(c, lx, tableY - s * 0.05, s * 0.05, s * 0.03, 1.2);
  candle(c, ax - aw * 0.32, tableY + s * 0.02, s * 0.14, s * 0.04, 1);
  // Light from the lattice spilling on the table as dappled points.
  c.bokeh(24, { x: ax - aw * 0.6, y: tableY, w: aw * 1.2, h: h - tableY }, ["#ffd08a", "#c9a45c"], [s * 0.006, s * 0.018], [0.2, 0.5]);
  c.vignette(0.85, 0.5, 0.45);
}

const SCENES: Record<DemoScene, (c: Canvas) => void> = {
  biryani,
  karahi,
  tandoor,
  seekh,
  naan,
  "gulab-jamun": gulabJamun,
  "mocktail-rose": (c) => mocktail(c, DRINKS["mocktail-rose"]),
  "mocktail-mint": (c) => mocktail(c, DRINKS["mocktail-mint"]),
  "mocktail-mango": (c) => mocktail(c, DRINKS["mocktail-mango"]),
  lanterns,
  "candle-table": candleTable,
  banquet,
  jali,
};

/** The scene as an SVG string (no grain: that is added in raster, where it is cheap). */
export function demoArtSvg(scene: DemoScene, opts: DemoArtOptions): string {
  const canvas = new Canvas(Math.round(opts.width), Math.round(opts.height), createRng(opts.seed));
  SCENES[scene](canvas);
  return canvas.toSvg();
}

/**
 * Film grain from a seeded tile. librsvg's feTurbulence would do it too, but costs ~0.5 s per
 * image; a tiled 256px tile is invisible as a repeat at this strength and takes milliseconds.
 */
async function grainTile(seed: number, strength: number): Promise<Buffer> {
  const size = 256;
  const r = createRng(seed ^ 0x9e3779b9);
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < size * size; i++) {
    const v = Math.max(0, Math.min(255, Math.round(128 + r.gauss() * 34 * strength)));
    pixels[i * 3] = v;
    pixels[i * 3 + 1] = v;
    pixels[i * 3 + 2] = v;
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

export async function renderDemoArt(scene: DemoScene, opts: DemoArtOptions & { format?: "jpeg" | "png" }): Promise<Buffer> {
  const svg = demoArtSvg(scene, opts);
  const grain = opts.grain ?? 1;
  let image = sharp(Buffer.from(svg));
  if (grain > 0) {
    image = image.composite([{ input: await grainTile(opts.seed, grain), tile: true, blend: "soft-light" }]);
  }
  return opts.format === "png" ? image.png({ compressionLevel: 6 }).toBuffer() : image.jpeg({ quality: 90, chromaSubsampling: "4:4:4" }).toBuffer();
}
