import { blobPath, Canvas, inDisc, leafPath, n, op, ramp } from "./canvas";
import { herbs, kebabFlecks, sideBowl, dishOnTable, woodTable } from "./props";

export function seekh(c: Canvas) {
  const { w, h, r, s } = c;
  woodTable(c, [0.25, 0.15]);
  const cx = w * 0.5;
  const cy = h * 0.52;
  const rx = Math.min(w * 0.42, h * 0.55);
  const ry = rx * 0.62;
  const slab = c.linear(ramp(["#34302d", "#24211f", "#171514"], 0.6), "diagonal");
  c.add(
    `<ellipse cx="${n(cx + rx * 0.05)}" cy="${n(cy + ry * 0.12)}" rx="${n(rx * 1.12)}" ry="${n(ry * 1.2)}" fill="${c.softShadow(0.75)}"/>`,
  );
  c.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${slab}"/>`);
  c.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.95)}" ry="${n(ry * 0.92)}" fill="none" stroke="#c9a45c" stroke-opacity="0.7" stroke-width="${n(s * 0.0028)}"/>`,
  );
  for (let i = 0; i < 9; i++) {
    const x = cx + r.range(-rx * 0.55, rx * 0.55);
    const y = cy + ry * r.range(0.25, 0.6);
    const rr = s * r.range(0.03, 0.05);
    c.add(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rr)}" ry="${n(rr * 0.9)}" fill="none" stroke="#d9a3c0" stroke-opacity="0.85" stroke-width="${n(s * 0.005)}"/>`,
    );
    c.add(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rr * 0.8)}" ry="${n(rr * 0.72)}" fill="none" stroke="#8e3a6a" stroke-opacity="0.6" stroke-width="${n(s * 0.003)}"/>`,
    );
  }
  for (const side of [-1, 1]) {
    const lx = cx + side * rx * 0.62;
    const ly = cy - ry * 0.45;
    const lr = s * 0.05;
    c.add(
      `<path d="M${n(lx - lr)},${n(ly)}A${n(lr)},${n(lr)} 0 0 0 ${n(lx + lr)},${n(ly)}Z" fill="#f2d24a" transform="rotate(${side * 25} ${n(lx)} ${n(ly)})"/>`,
    );
    c.add(
      `<path d="M${n(lx - lr * 0.85)},${n(ly)}A${n(lr * 0.85)},${n(lr * 0.85)} 0 0 0 ${n(lx + lr * 0.85)},${n(ly)}Z" fill="#fff1a0" transform="rotate(${side * 25} ${n(lx)} ${n(ly)})"/>`,
    );
  }
  const angle = -12 + r.range(-4, 4);
  for (let i = 0; i < 4; i++) {
    const ky = cy + (i - 1.5) * ry * 0.28;
    const len = rx * 1.45;
    const th = s * 0.05;
    const x0 = cx - len / 2;
    const meat = c.linear(ramp(["#c06a34", "#7a3213", "#3c1607", "#1a0803"], 0.4, 0.85));
    const chars = Array.from(
      { length: 12 },
      (_, k) =>
        `<ellipse cx="${n(x0 + ((k + 0.5) / 12) * len)}" cy="${n(ky + r.range(-th * 0.15, th * 0.15))}" rx="${n(th * 0.35)}" ry="${n(th * 0.14)}" fill="#140603" opacity="0.75"/>`,
    ).join("");
    const flecks = kebabFlecks(r, 14, { x0, length: len, y: ky, spread: th * 0.35, size: th * 0.06 });
    c.add(
      `<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})"><rect x="${n(x0 + th * 0.3)}" y="${n(ky - th * 0.35)}" width="${n(len)}" height="${n(th)}" rx="${n(th / 2)}" fill="#000" opacity="0.5"/><rect x="${n(x0)}" y="${n(ky - th / 2)}" width="${n(len)}" height="${n(th)}" rx="${n(th / 2)}" fill="${meat}"/>${chars}${flecks}<rect x="${n(x0 + th * 0.4)}" y="${n(ky - th * 0.42)}" width="${n(len - th * 0.8)}" height="${n(th * 0.18)}" rx="${n(th * 0.09)}" fill="#ffc080" opacity="0.32"/></g>`,
    );
  }
  herbs(c, cx, cy, rx * 0.6, 30);
  const bx = cx + rx * 0.95;
  const by = cy + ry * 0.95;
  const br = s * 0.09;
  sideBowl(c, bx, by, br, ramp(["#e0b060", "#8a6420", "#d2a050"]), ramp(["#a8d27a", "#5f9a3a", "#2f5a1c"], 0.7), 0.84);
  c.vignette(0.85);
}

export function naan(c: Canvas) {
  const { r, s } = c;
  const { cx, cy, R } = dishOnTable(c, [0.3, 0.1], [0.48, 0.52, 0.42]);
  const cloth = `M${n(cx - R * 1.35)},${n(cy - R * 0.2)}L${n(cx + R * 0.2)},${n(cy - R * 1.3)}L${n(cx + R * 1.4)},${n(cy + R * 0.1)}L${n(cx - R * 0.1)},${n(cy + R * 1.35)}Z`;
  c.add(`<path d="${cloth}" fill="${c.linear(ramp(["#1f4a3a", "#12342a", "#0b221b"]), "diagonal")}"/>`);
  c.add(`<path d="${cloth}" fill="none" stroke="#c9a45c" stroke-width="${n(s * 0.01)}" stroke-opacity="0.75"/>`);
  c.add(
    `<path d="${cloth}" fill="none" stroke="#c9a45c" stroke-width="${n(s * 0.002)}" stroke-opacity="0.6" stroke-dasharray="${n(s * 0.01)} ${n(s * 0.008)}" transform="translate(${n(cx * 0.06)},${n(cy * 0.06)}) scale(0.94)"/>`,
  );
  for (let i = 0; i < 3; i++) {
    const nx = cx + (i - 1) * R * 0.42;
    const ny = cy + (i % 2 === 0 ? -1 : 1) * R * 0.18;
    const rot = r.range(-0.6, 0.6) + i * 0.5;
    const path = blobPath(r, nx, ny, R * 0.42, 0.08, 10, 1.25, 0.75, rot);
    c.add(`<path d="${path}" fill="#000" opacity="0.5" transform="translate(${n(s * 0.012)},${n(s * 0.016)})"/>`);
    c.add(
      `<path d="${path}" fill="${c.radial(
        ramp(["#f2d49a", "#dcaa62", "#b07a3a", "#7a4a1c"], 0.6, 0.9),
        `cx="0.45" cy="0.4" r="0.6"`,
      )}"/>`,
    );
    const spots: string[] = [];
    for (let k = 0; k < 28; k++) {
      const [x, y] = inDisc(r, nx, ny, R * 0.36, 0.7);
      const sr = s * r.range(0.004, 0.016);
      spots.push(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(sr)}" ry="${n(sr * 0.7)}" fill="${r.pick(["#3a1f0c", "#5a3010", "#8a5424"])}" opacity="${op(r.range(0.5, 0.9))}"/>`,
      );
    }
    c.add(`<g>${spots.join("")}</g>`);
    c.glow(nx - R * 0.1, ny - R * 0.1, R * 0.3, "#fff6d8", 0.22);
    for (let k = 0; k < 12; k++) {
      const [x, y] = inDisc(r, nx, ny, R * 0.3, 0.8);
      c.add(
        `<rect x="${n(x)}" y="${n(y)}" width="${n(s * 0.006)}" height="${n(s * 0.004)}" fill="#f6ecc8" opacity="0.85" transform="rotate(${n(r.range(0, 90))} ${n(x)} ${n(y)})"/>`,
      );
    }
    herbs(c, nx, ny, R * 0.3, 10, 0.7);
  }
  c.vignette(0.85);
}

export function gulabJamun(c: Canvas) {
  const { r, s } = c;
  const { cx, cy, R } = dishOnTable(c, [0.7, 0.1], [0.5, 0.54, 0.36]);
  c.add(`<circle cx="${n(cx + R * 0.08)}" cy="${n(cy + R * 0.1)}" r="${n(R * 1.2)}" fill="${c.softShadow(0.8)}"/>`);
  c.add(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${c.linear(
      ramp(["#f0cf7a", "#a67c2e", "#5a3e12", "#c9a45c"], 0.4, 0.7),
      "diagonal",
    )}"/>`,
  );
  c.add(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.88)}" fill="${c.radial(
      ramp(["#d9902a", "#a0561a", "#4a2208"], 0.6),
      `cx="0.45" cy="0.42"`,
    )}"/>`,
  );
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
    c.add(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(br)}" fill="${c.radial(
        ramp(["#8a3a14", "#5a1e08", "#2e0c03", "#1a0602"], 0.55, 0.9),
        `cx="0.38" cy="0.34" r="0.7"`,
      )}"/>`,
    );
    c.add(
      `<ellipse cx="${n(x - br * 0.32)}" cy="${n(y - br * 0.38)}" rx="${n(br * 0.28)}" ry="${n(br * 0.14)}" fill="#fff2d6" opacity="0.55" transform="rotate(-30 ${n(x - br * 0.32)} ${n(y - br * 0.38)})"/>`,
    );
    c.add(
      `<circle cx="${n(x + br * 0.35)}" cy="${n(y + br * 0.4)}" r="${n(br * 0.06)}" fill="#ffd9a0" opacity="0.4"/>`,
    );
  }
  const bits: string[] = [];
  for (let i = 0; i < 40; i++) {
    const [x, y] = inDisc(r, cx, cy, R * 0.8, 0.7);
    bits.push(
      `<path d="${leafPath(x, y, s * 0.012, s * 0.004, r.range(0, Math.PI * 2))}" fill="${r.pick(["#9ac25a", "#b6d46e", "#6f9a3a"])}"/>`,
    );
  }
  c.add(`<g>${bits.join("")}</g>`);
  for (let i = 0; i < 9; i++) {
    const onTable = i > 4;
    const [x, y] = onTable
      ? [cx + r.range(-1.4, 1.4) * R, cy + r.pick([-1, 1]) * R * r.range(1.15, 1.4)]
      : inDisc(r, cx, cy, R * 0.7, 0.8);
    const len = s * r.range(0.03, 0.05);
    c.add(
      `<path d="${leafPath(x, y, len, len * 0.55, r.range(0, Math.PI * 2))}" fill="${c.radial(ramp(["#e2708e", "#8e1f3e"]))}" opacity="0.95"/>`,
    );
  }
  c.vignette(0.85);
}
