import { Canvas, n, ramp } from "./canvas";
import { archPath, candle } from "./props";

export function lanterns(c: Canvas) {
  const { w, h, r, s } = c;
  c.backdrop(ramp(["#1e1016", "#241418", "#0e0a09"], 0.55));
  const arches = w > h ? 5 : 3;
  const archW = w / arches;
  for (let i = 0; i < arches; i++) {
    const ax = archW * (i + 0.5);
    const path = archPath(ax, h * 0.16, archW * 0.62, h * 0.56);
    c.add(`<path d="${path}" fill="${c.linear(ramp(["#0f2a22", "#0a1c17", "#07120f"], 0.7))}"/>`);
    c.add(`<path d="${path}" fill="none" stroke="#c9a45c" stroke-opacity="0.45" stroke-width="${n(s * 0.003)}"/>`);
    c.glow(ax, h * 0.62, archW * 0.35, "#e0a050", 0.18, 1, 0.6);
  }
  const floorY = h * 0.72;
  c.ground(floorY, ramp(["#2a1a12", "#0c0807"]));
  const tables = w > h ? 4 : 2;
  const drop = (h - floorY) * 0.42;
  for (let i = 0; i < tables; i++) {
    const tx = (w / tables) * (i + 0.5) + r.range(-0.04, 0.04) * w;
    const tw = (w / tables) * 0.46;
    const ty = floorY + (h - floorY) * 0.2;
    for (const side of [-1, 1]) {
      const chx = tx + side * tw * 0.68;
      const back = `M${n(chx - s * 0.035)},${n(ty + drop)}L${n(chx - s * 0.035)},${n(ty - s * 0.05)}Q${n(chx)},${n(ty - s * 0.1)} ${n(chx + s * 0.035)},${n(ty - s * 0.05)}L${n(chx + s * 0.035)},${n(ty + drop)}Z`;
      c.add(
        `<path d="${back}" fill="${c.linear(ramp(["#2a1a14", "#0c0807"]))}" stroke="#c9a45c" stroke-opacity="0.3" stroke-width="${n(s * 0.0018)}"/>`,
      );
    }
    const cloth = `M${n(tx - tw / 2)},${n(ty)}L${n(tx + tw / 2)},${n(ty)}C${n(tx + tw * 0.52)},${n(ty + drop * 0.5)} ${n(tx + tw * 0.56)},${n(ty + drop * 0.8)} ${n(tx + tw * 0.57)},${n(ty + drop)}L${n(tx - tw * 0.57)},${n(ty + drop)}C${n(tx - tw * 0.56)},${n(ty + drop * 0.8)} ${n(tx - tw * 0.52)},${n(ty + drop * 0.5)} ${n(tx - tw / 2)},${n(ty)}Z`;
    c.add(`<path d="${cloth}" fill="${c.linear(ramp(["#8a7c66", "#4a4036", "#1a1512"], 0.3))}"/>`);
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
      c.add(
        `<path d="M${n(gx - s * 0.012)},${n(ty - s * 0.06)}L${n(gx + s * 0.012)},${n(ty - s * 0.06)}L${n(gx + s * 0.009)},${n(ty)}L${n(gx - s * 0.009)},${n(ty)}Z" fill="#f5efe6" fill-opacity="0.08" stroke="#f5efe6" stroke-opacity="0.4" stroke-width="1.2"/>`,
      );
    }
  }
  const count = w > h ? 5 : 3;
  for (let i = 0; i < count; i++) {
    const lx = (w / count) * (i + 0.5) + r.range(-0.04, 0.04) * w;
    const ly = h * r.range(0.2, 0.36);
    const lw = s * r.range(0.045, 0.06);
    c.add(
      `<line x1="${n(lx)}" y1="0" x2="${n(lx)}" y2="${n(ly - lw * 1.2)}" stroke="#6a5432" stroke-width="${n(s * 0.002)}"/>`,
    );
    c.glow(lx, ly, lw * 9, "#ffb04a", 0.4);
    const body = `M${n(lx)},${n(ly - lw * 1.3)}L${n(lx + lw * 0.6)},${n(ly - lw * 0.7)}L${n(lx + lw * 0.6)},${n(ly + lw * 0.6)}L${n(lx)},${n(ly + lw * 1.2)}L${n(lx - lw * 0.6)},${n(ly + lw * 0.6)}L${n(lx - lw * 0.6)},${n(ly - lw * 0.7)}Z`;
    c.add(`<path d="${body}" fill="${c.radial(ramp(["#fff2c8", "#ffbe5a", "#c0601a"]))}"/>`);
    c.add(`<path d="${body}" fill="none" stroke="#8a6a2a" stroke-width="${n(lw * 0.12)}"/>`);
    c.add(
      `<line x1="${n(lx)}" y1="${n(ly - lw * 1.3)}" x2="${n(lx)}" y2="${n(ly + lw * 1.2)}" stroke="#8a6a2a" stroke-width="${n(lw * 0.08)}"/>`,
    );
  }
  c.bokeh(
    18,
    { x: 0, y: h * 0.55, w, h: h * 0.45 },
    ["#ffb25a", "#c9a45c", "#ff8a3a"],
    [s * 0.04, s * 0.1],
    [0.12, 0.3],
  );
  c.bokeh(14, { x: 0, y: 0, w, h: h * 0.5 }, ["#c9a45c", "#ffcf8a"], [s * 0.01, s * 0.025], [0.2, 0.45]);
  c.vignette(0.8, 0.5, 0.45);
}

export function candleTable(c: Canvas) {
  const { w, h, r, s } = c;
  c.backdrop(ramp(["#140f0d", "#1c1411", "#0e0a08"]));
  c.bokeh(
    30,
    { x: 0, y: 0, w, h: h * 0.55 },
    ["#ffb25a", "#c9a45c", "#e07a3a", "#ffd9a0"],
    [s * 0.02, s * 0.07],
    [0.1, 0.35],
  );
  const tableY = h * 0.58;
  c.ground(tableY, ramp(["#2a1c14", "#1c130e", "#0a0706"], 0.1));
  c.add(
    `<path d="M${n(w * 0.3)},${n(tableY)}L${n(w * 0.7)},${n(tableY)}L${n(w * 0.95)},${n(h)}L${n(w * 0.05)},${n(h)}Z" fill="${c.linear(
      ramp(["#163a2e", "#0a1f18"]),
    )}"/>`,
  );
  c.add(
    `<path d="M${n(w * 0.3)},${n(tableY)}L${n(w * 0.05)},${n(h)}M${n(w * 0.7)},${n(tableY)}L${n(w * 0.95)},${n(h)}" stroke="#c9a45c" stroke-opacity="0.6" stroke-width="${n(s * 0.004)}"/>`,
  );
  const candles = w > h ? 5 : 3;
  for (let i = 0; i < candles; i++) {
    const x = w * (0.18 + (0.64 * i) / Math.max(1, candles - 1)) + r.range(-0.02, 0.02) * w;
    const base = tableY + (h - tableY) * r.range(0.2, 0.4);
    candle(c, x, base, s * r.range(0.12, 0.26), s * r.range(0.035, 0.05));
  }
  for (let i = 0; i < 3; i++) {
    const gx = w * (0.28 + i * 0.22) + r.range(-0.03, 0.03) * w;
    const gb = tableY + (h - tableY) * r.range(0.55, 0.75);
    const gw = s * 0.08;
    const gh = s * 0.14;
    c.add(
      `<path d="M${n(gx - gw / 2)},${n(gb - gh)}L${n(gx + gw / 2)},${n(gb - gh)}L${n(gx + gw * 0.42)},${n(gb)}L${n(gx - gw * 0.42)},${n(gb)}Z" fill="#f5efe6" fill-opacity="0.06" stroke="#f5efe6" stroke-opacity="0.45" stroke-width="${n(s * 0.002)}"/>`,
    );
    c.add(
      `<path d="M${n(gx - gw * 0.47)},${n(gb - gh * 0.45)}L${n(gx + gw * 0.47)},${n(gb - gh * 0.45)}L${n(gx + gw * 0.42)},${n(gb)}L${n(gx - gw * 0.42)},${n(gb)}Z" fill="#ffcf8a" fill-opacity="0.12"/>`,
    );
    c.add(
      `<ellipse cx="${n(gx)}" cy="${n(gb - gh)}" rx="${n(gw / 2)}" ry="${n(gw * 0.1)}" fill="none" stroke="#c9a45c" stroke-width="${n(s * 0.003)}"/>`,
    );
    c.add(
      `<rect x="${n(gx - gw * 0.3)}" y="${n(gb - gh * 0.92)}" width="${n(gw * 0.08)}" height="${n(gh * 0.8)}" fill="#fff" opacity="0.3"/>`,
    );
  }
  for (let i = 0; i < 12; i++) {
    const x = w * r.range(0.15, 0.85);
    const y = tableY + (h - tableY) * r.range(0.1, 0.9);
    const mr = s * r.range(0.012, 0.022);
    c.add(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(mr)}" fill="${c.radial(ramp(["#ffcf3a", "#f59a12", "#b8560a"], 0.7))}"/>`,
    );
  }
  c.vignette(0.85, 0.5, 0.5);
}

export function banquet(c: Canvas) {
  const { w, h, r, s } = c;
  c.backdrop(ramp(["#170f12", "#1e1315", "#0c0908"]));
  const vx = w * 0.5;
  const vy = h * 0.4;
  const arch = archPath(vx, h * 0.08, w * 0.32, h * 0.5);
  c.add(`<path d="${arch}" fill="${c.radial(ramp(["#6a3a1a", "#2a1810", "#140c0a"], 0.6), `cx="0.5" cy="0.8"`)}"/>`);
  c.add(`<path d="${arch}" fill="none" stroke="#c9a45c" stroke-opacity="0.5" stroke-width="${n(s * 0.003)}"/>`);
  c.glow(vx, vy, s * 0.5, "#ffb04a", 0.35);
  c.add(
    `<rect x="0" y="${n(vy + h * 0.18)}" width="${w}" height="${n(h)}" fill="${c.linear(ramp(["#1a120e", "#070505"]))}"/>`,
  );
  const nearY = h * 1.02;
  const farY = vy + h * 0.14;
  const nearHalf = w * 0.42;
  const farHalf = w * 0.05;
  c.add(
    `<path d="M${n(vx - farHalf)},${n(farY)}L${n(vx + farHalf)},${n(farY)}L${n(vx + nearHalf)},${n(nearY)}L${n(vx - nearHalf)},${n(nearY)}Z" fill="${c.linear(
      ramp(["#a8977c", "#cdbfa6", "#3a3129"], 0.45),
    )}"/>`,
  );
  c.add(
    `<path d="M${n(vx - farHalf * 0.35)},${n(farY)}L${n(vx + farHalf * 0.35)},${n(farY)}L${n(vx + nearHalf * 0.3)},${n(nearY)}L${n(vx - nearHalf * 0.3)},${n(nearY)}Z" fill="#123a2c" opacity="0.85"/>`,
  );
  const rows = 8;
  for (let i = rows - 1; i >= 0; i--) {
    const t = Math.pow(i / rows, 1.6);
    const y = farY + (nearY - farY) * (1 - t) * 0.92;
    const half = farHalf + (nearHalf - farHalf) * (1 - t) * 0.92;
    const scale = 0.15 + (1 - t) * 0.85;
    for (const side of [-1, 1]) {
      const px = vx + side * half * 0.68;
      const chairX = vx + side * (half + s * 0.05 * scale);
      c.add(
        `<rect x="${n(chairX - s * 0.03 * scale)}" y="${n(y - s * 0.16 * scale)}" width="${n(s * 0.06 * scale)}" height="${n(s * 0.2 * scale)}" rx="${n(s * 0.02 * scale)}" fill="#0c0807" stroke="#c9a45c" stroke-opacity="0.25" stroke-width="1"/>`,
      );
      c.add(
        `<ellipse cx="${n(px)}" cy="${n(y)}" rx="${n(s * 0.05 * scale)}" ry="${n(s * 0.014 * scale)}" fill="#f5efe6" stroke="#c9a45c" stroke-width="${n(Math.max(0.8, s * 0.003 * scale))}"/>`,
      );
    }
    candle(c, vx + r.range(-0.01, 0.01) * w, y, s * 0.09 * scale, s * 0.018 * scale, 0.9);
  }
  for (let i = 0; i < 6; i++) {
    const t = i / 6;
    const y = h * (0.02 + t * 0.22);
    const size = s * (0.05 - t * 0.035);
    for (const side of [-1, 1]) {
      const x = vx + side * w * (0.3 - t * 0.22);
      c.glow(x, y + size, size * 4, "#ffb04a", 0.3);
      c.add(
        `<circle cx="${n(x)}" cy="${n(y + size)}" r="${n(size * 0.5)}" fill="${c.radial(ramp(["#fff2c8", "#e08a2a"]))}"/>`,
      );
    }
  }
  c.vignette(0.85, 0.5, 0.45);
}

export function jali(c: Canvas) {
  const { w, h, r, s } = c;
  c.backdrop(ramp(["#0f2a22", "#0b1f19", "#070f0c"], 0.6));
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
  c.add(
    `<path d="${arch}" fill="${c.radial(
      [
        [0, "#ffe2a8", 0.25],
        [0.6, "#000", 0.15],
        [1, "#000", 0.75],
      ],
      `cx="0.5" cy="0.55" r="0.65"`,
    )}"/>`,
  );
  c.add(`<path d="${arch}" fill="none" stroke="#c9a45c" stroke-width="${n(s * 0.012)}"/>`);
  c.add(
    `<path d="${archPath(ax, top - s * 0.03, aw + s * 0.06, ah + s * 0.03)}" fill="none" stroke="#c9a45c" stroke-opacity="0.45" stroke-width="${n(s * 0.003)}"/>`,
  );
  const tableY = top + ah;
  c.ground(tableY, ramp(["#3a2618", "#1e140e", "#0a0706"], 0.1));
  const lx = ax + aw * r.range(0.15, 0.3);
  c.add(
    `<path d="M${n(lx - s * 0.04)},${n(tableY + s * 0.01)}L${n(lx + s * 0.04)},${n(tableY + s * 0.01)}L${n(lx + s * 0.02)},${n(tableY - s * 0.05)}L${n(lx - s * 0.02)},${n(tableY - s * 0.05)}Z" fill="${c.linear(
      ramp(["#8a6a2a", "#f0d590", "#6a4e1a"]),
      "across",
    )}"/>`,
  );
  candle(c, lx, tableY - s * 0.05, s * 0.05, s * 0.03, 1.2);
  candle(c, ax - aw * 0.32, tableY + s * 0.02, s * 0.14, s * 0.04, 1);
  c.bokeh(
    24,
    { x: ax - aw * 0.6, y: tableY, w: aw * 1.2, h: h - tableY },
    ["#ffd08a", "#c9a45c"],
    [s * 0.006, s * 0.018],
    [0.2, 0.5],
  );
  c.vignette(0.85, 0.5, 0.45);
}
