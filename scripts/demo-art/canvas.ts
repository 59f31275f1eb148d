import { seededRandom } from "@/lib/random/seeded";

export type Rng = ReturnType<typeof createRng>;

export function createRng(seed: number) {
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
    gauss: () => (next() + next() + next() - 1.5) / 1.5,
  };
}

export const n = (v: number) => (Math.round(v * 10) / 10).toString();
export const op = (v: number) => (Math.round(v * 100) / 100).toString();

type Stop = readonly [offset: number, color: string, opacity?: number];
export type Stops = readonly Stop[];

/** Opaque colours from offset 0 to 1; `inner` places the ones between the ends (default: evenly). */
export function ramp(colors: readonly string[], ...inner: number[]): Stop[] {
  const last = colors.length - 1;
  if (inner.length > 0 && inner.length !== last - 1) throw new Error("ramp: one offset per inner colour");
  return colors.map((color, i) => [i === 0 ? 0 : i === last ? 1 : (inner[i - 1] ?? i / last), color]);
}

/** Gradient vectors in the shape's bounding box: x1, y1, x2, y2. */
const DIRECTIONS = { down: [0, 0, 0, 1], across: [0, 0, 1, 0], diagonal: [0, 0, 1, 1] } as const;

export class Canvas {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  private counter = 0;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly r: Rng,
  ) {}

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
    return stops
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
      .join("");
  }

  radial(stops: readonly Stop[], attrs = "") {
    const id = this.id("r");
    this.defs.push(`<radialGradient id="${id}" ${attrs}>${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  linear(stops: readonly Stop[], direction: keyof typeof DIRECTIONS = "down", attrs = "") {
    const id = this.id("l");
    const [x1, y1, x2, y2] = DIRECTIONS[direction];
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" ${attrs}>${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** The whole picture filled with a top-to-bottom ramp. */
  backdrop(stops: readonly Stop[]) {
    this.add(`<rect width="${this.w}" height="${this.h}" fill="${this.linear(stops)}"/>`);
  }

  /** A band from `y` down to the bottom edge (a floor, a bar, a table top), shaded top to bottom. */
  ground(y: number, stops: readonly Stop[]) {
    this.add(`<rect x="0" y="${n(y)}" width="${this.w}" height="${n(this.h - y)}" fill="${this.linear(stops)}"/>`);
  }

  /** A shadow fading out from `from` to the edge of its shape. */
  softShadow(opacity: number, from = 0.6) {
    return this.radial([
      [from, "#000", opacity],
      [1, "#000", 0],
    ]);
  }

  blur(std: number) {
    const id = this.id("b");
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  glow(cx: number, cy: number, radius: number, color: string, opacity: number, sx = 1, sy = 1) {
    const fill = this.radial([
      [0, color, opacity],
      [0.35, color, opacity * 0.45],
      [1, color, 0],
    ]);
    this.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(radius * sx)}" ry="${n(radius * sy)}" fill="${fill}"/>`);
  }

  bokeh(
    count: number,
    area: { x: number; y: number; w: number; h: number },
    palette: readonly string[],
    size: [number, number],
    opacity: [number, number],
  ) {
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

export function blobPath(
  r: Rng,
  cx: number,
  cy: number,
  radius: number,
  wobble = 0.18,
  points = 9,
  sx = 1,
  sy = 1,
  rotate = 0,
): string {
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

export function leafPath(cx: number, cy: number, length: number, width: number, angle: number): string {
  const dx = Math.cos(angle) * length * 0.5;
  const dy = Math.sin(angle) * length * 0.5;
  const nx = -Math.sin(angle) * width;
  const ny = Math.cos(angle) * width;
  return `M${n(cx - dx)},${n(cy - dy)}Q${n(cx + nx)},${n(cy + ny)} ${n(cx + dx)},${n(cy + dy)}Q${n(cx - nx)},${n(cy - ny)} ${n(cx - dx)},${n(cy - dy)}Z`;
}

export function inDisc(r: Rng, cx: number, cy: number, radius: number, bias = 0.5): [number, number] {
  const a = r.next() * Math.PI * 2;
  const d = radius * Math.pow(r.next(), bias);
  return [cx + Math.cos(a) * d, cy + Math.sin(a) * d];
}
