import { Canvas, inDisc, leafPath, n, op, ramp, type Rng, type Stops } from "./canvas";

export function woodTable(c: Canvas, light: readonly [number, number] = [0.3, 0.2]) {
  const { w, h, r } = c;
  c.add(`<rect width="${w}" height="${h}" fill="#120e0b"/>`);
  const plank = h / r.int(4, 6);
  for (let y = 0, i = 0; y < h; y += plank, i++) {
    const tone = r.pick(["#1d1611", "#1a140f", "#211912", "#18120e"]);
    c.add(`<rect x="0" y="${n(y)}" width="${w}" height="${n(plank)}" fill="${tone}"/>`);
    c.add(
      `<rect x="0" y="${n(y)}" width="${w}" height="${n(Math.max(1.5, c.s * 0.0025))}" fill="#080605" opacity="0.8"/>`,
    );
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

/** A dish scene's start: the wooden table, then the dish's centre and radius (fractions of width, height, short side). */
export function dishOnTable(
  c: Canvas,
  light: readonly [number, number],
  at: readonly [x: number, y: number, size: number],
) {
  woodTable(c, light);
  return { cx: c.w * at[0], cy: c.h * at[1], R: c.s * at[2] };
}

export function plate(c: Canvas, cx: number, cy: number, radius: number) {
  const shadow = c.softShadow(0.75);
  c.add(
    `<ellipse cx="${n(cx + radius * 0.07)}" cy="${n(cy + radius * 0.1)}" rx="${n(radius * 1.16)}" ry="${n(radius * 1.14)}" fill="${shadow}"/>`,
  );
  const body = c.radial(ramp(["#3f3832", "#2b2520", "#3a332d", "#1c1815"], 0.8, 0.93), `cx="0.45" cy="0.42" r="0.6"`);
  c.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${body}"/>`);
  c.add(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 0.985)}" fill="none" stroke="#f5efe6" stroke-opacity="0.14" stroke-width="${n(c.s * 0.003)}"/>`,
  );
  c.add(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 0.93)}" fill="none" stroke="#c9a45c" stroke-opacity="0.8" stroke-width="${n(c.s * 0.0028)}"/>`,
  );
  const well = c.radial(ramp(["#302a25", "#231e1a", "#1a1613"], 0.9), `cx="0.45" cy="0.42" r="0.6"`);
  c.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 0.8)}" fill="${well}"/>`);
}

export function herbs(c: Canvas, cx: number, cy: number, radius: number, count: number, scale = 1) {
  const { r, s } = c;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = inDisc(r, cx, cy, radius, 0.6);
    const len = s * r.range(0.012, 0.024) * scale;
    out.push(
      `<path d="${leafPath(x, y, len, len * 0.45, r.range(0, Math.PI * 2))}" fill="${r.pick(["#4f7d3a", "#3c6a2c", "#6b9a44", "#2f5524"])}" opacity="${op(r.range(0.8, 1))}"/>`,
    );
  }
  c.add(`<g>${out.join("")}</g>`);
}

export function tableScatter(c: Canvas, count: number, avoid: { x: number; y: number; r: number }) {
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
      out.push(
        `<path d="M${n(x)},${n(y)}q${n(Math.cos(a) * len * 0.5)},${n(len * 0.2)} ${n(Math.cos(a) * len)},${n(Math.sin(a) * len)}" stroke="#b3261e" stroke-width="${n(s * 0.0018)}" fill="none" opacity="0.9"/>`,
      );
    } else if (kind < 0.75) {
      out.push(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 0.006)}" ry="${n(s * 0.002)}" transform="rotate(${n(r.range(0, 180))} ${n(x)} ${n(y)})" fill="#efe1bd" opacity="0.75"/>`,
      );
    } else {
      out.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * r.range(0.0015, 0.004))}" fill="${r.pick(["#8a3a16", "#c9702a", "#5a2a10"])}" opacity="0.8"/>`,
      );
    }
  }
  c.add(`<g>${out.join("")}</g>`);
}

export function candle(c: Canvas, x: number, baseY: number, height: number, width: number, glowScale = 1) {
  const wax = c.linear(ramp(["#8f7f6a", "#f1e6d0", "#e6d7ba", "#6e6050"], 0.35, 0.6), "across");
  const top = baseY - height;
  c.glow(x, top - width * 0.9, width * 9 * glowScale, "#ffb25a", 0.32);
  c.add(
    `<rect x="${n(x - width / 2)}" y="${n(top)}" width="${n(width)}" height="${n(height)}" rx="${n(width * 0.08)}" fill="${wax}"/>`,
  );
  c.add(
    `<ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(width / 2)}" ry="${n(width * 0.12)}" fill="#fff4dc" opacity="0.85"/>`,
  );
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
  c.add(
    `<path d="M${n(x)},${n(fy - fh)}C${n(x + fw)},${n(fy - fh * 0.45)} ${n(x + fw)},${n(fy)} ${n(x)},${n(fy)}C${n(x - fw)},${n(fy)} ${n(x - fw)},${n(fy - fh * 0.45)} ${n(x)},${n(fy - fh)}Z" fill="${flame}"/>`,
  );
  c.glow(x, fy - fh * 0.4, width * 1.6 * glowScale, "#fff0c0", 0.5);
}

export function archPath(x: number, y: number, width: number, height: number): string {
  const half = width / 2;
  const spring = y + height * 0.38;
  return `M${n(x - half)},${n(y + height)}L${n(x - half)},${n(spring)}C${n(x - half)},${n(y + height * 0.12)} ${n(x - half * 0.18)},${n(y + height * 0.08)} ${n(x)},${n(y)}C${n(x + half * 0.18)},${n(y + height * 0.08)} ${n(x + half)},${n(y + height * 0.12)} ${n(x + half)},${n(spring)}L${n(x + half)},${n(y + height)}Z`;
}

/** A small side bowl seen from above: a rim lit from one corner around its contents. */
export function sideBowl(c: Canvas, x: number, y: number, radius: number, rim: Stops, contents: Stops, inner: number) {
  c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${c.linear(rim, "diagonal")}"/>`);
  c.add(
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius * inner)}" fill="${c.radial(contents, `cx="0.4" cy="0.4"`)}"/>`,
  );
}

/** Green herb flecks scattered along a kebab that runs from x0 for `length`, centred on y. */
export function kebabFlecks(
  r: Rng,
  count: number,
  at: { x0: number; length: number; y: number; spread: number; size: number },
): string {
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${n(at.x0 + r.next() * at.length)}" cy="${n(at.y + r.range(-at.spread, at.spread))}" r="${n(at.size)}" fill="#4f8a34"/>`,
  ).join("");
}
