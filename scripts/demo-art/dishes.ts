import { blobPath, Canvas, inDisc, leafPath, n, op, ramp } from "./canvas";
import { herbs, plate, sideBowl, tableScatter, dishOnTable, woodTable } from "./props";

export function biryani(c: Canvas) {
  const { w, h, r, s } = c;
  woodTable(c, [0.2, 0.1]);
  const cx = w * (0.5 + r.range(-0.03, 0.03));
  const cy = h * 0.53;
  const R = s * 0.41;
  tableScatter(c, 70, { x: cx, y: cy, r: R * 1.15 });

  const bx = cx + R * 1.28;
  const by = cy - R * 0.78;
  const br = R * 0.34;
  c.add(`<circle cx="${n(bx + br * 0.08)}" cy="${n(by + br * 0.12)}" r="${n(br * 1.1)}" fill="${c.softShadow(0.7)}"/>`);
  sideBowl(c, bx, by, br, ramp(["#d99a5b", "#7a4020", "#c07a3e"]), ramp(["#f7f1e4", "#e6dccb", "#b9ad98"], 0.8), 0.86);
  herbs(c, bx, by, br * 0.6, 14, 0.6);
  for (let i = 0; i < 18; i++) {
    const [x, y] = inDisc(r, bx, by, br * 0.6, 0.7);
    c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.002)}" fill="#b8421c" opacity="0.8"/>`);
  }

  plate(c, cx, cy, R);

  const moundR = R * 0.66;
  c.add(`<path d="${blobPath(r, cx + R * 0.03, cy + R * 0.04, moundR * 1.02, 0.06, 14)}" fill="#000" opacity="0.45"/>`);
  const riceFill = c.radial(
    ramp(["#f8e7bd", "#f0c879", "#d98c35", "#9a5420"], 0.45, 0.8),
    `cx="0.42" cy="0.4" r="0.62"`,
  );
  c.add(`<path d="${blobPath(r, cx, cy, moundR, 0.06, 14)}" fill="${riceFill}"/>`);

  const patches = Array.from({ length: 5 }, () => inDisc(r, cx, cy, moundR * 0.8, 0.6));
  const grainFill = (light: string, dark: string) => c.linear(ramp([light, light, dark], 0.55));
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

  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + r.range(-0.3, 0.3);
    const d = moundR * (i === 0 ? 0.1 : r.range(0.35, 0.7));
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    const isPotato = i % 3 === 2;
    const pr = R * r.range(0.07, 0.1);
    const fill = isPotato
      ? c.radial(ramp(["#f2c766", "#d49a3a", "#8a5a1c"], 0.7), `cx="0.4" cy="0.35"`)
      : c.radial(ramp(["#9a4a24", "#5e2711", "#2a1007"], 0.6), `cx="0.4" cy="0.35"`);
    c.add(`<path d="${blobPath(r, x, y, pr, 0.22, 8)}" fill="${fill}"/>`);
    c.add(
      `<ellipse cx="${n(x - pr * 0.3)}" cy="${n(y - pr * 0.35)}" rx="${n(pr * 0.35)}" ry="${n(pr * 0.15)}" fill="#ffd9a0" opacity="0.28"/>`,
    );
  }

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

  const ax = cx - R * 0.72;
  const ay = cy + R * 0.52;
  const star: Array<[number, number]> = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const rad = i % 2 === 0 ? R * 0.07 : R * 0.025;
    star.push([ax + Math.cos(a) * rad, ay + Math.sin(a) * rad]);
  }
  c.add(
    `<path d="M${star.map(([x, y]) => `${n(x)},${n(y)}`).join("L")}Z" fill="#4a2212" stroke="#7a3a1a" stroke-width="1"/>`,
  );
  c.add(`<path d="${leafPath(cx + R * 0.74, cy - R * 0.45, R * 0.09, R * 0.03, 0.6)}" fill="#7f9a4a"/>`);
  c.add(`<path d="${leafPath(cx + R * 0.8, cy - R * 0.36, R * 0.085, R * 0.028, 1.1)}" fill="#6e8a3e"/>`);

  c.glow(cx - R * 0.3, cy - R * 0.35, R * 0.6, "#fff2d2", 0.12);
  c.vignette(0.85, 0.5, 0.55);
}

export function karahi(c: Canvas) {
  const { r } = c;
  const { cx, cy, R } = dishOnTable(c, [0.75, 0.15], [0.5, 0.52, 0.38]);
  tableScatter(c, 50, { x: cx, y: cy, r: R * 1.4 });

  c.add(
    `<ellipse cx="${n(cx + R * 0.08)}" cy="${n(cy + R * 0.12)}" rx="${n(R * 1.5)}" ry="${n(R * 1.2)}" fill="${c.softShadow(0.8, 0.55)}"/>`,
  );
  for (const side of [-1, 1]) {
    const hx = cx + side * R * 1.02;
    c.add(
      `<path d="M${n(hx)},${n(cy - R * 0.22)}q${n(side * R * 0.34)},${n(R * 0.02)} ${n(side * R * 0.34)},${n(R * 0.22)}t${n(-side * R * 0.34)},${n(R * 0.22)}" fill="none" stroke="#2a1a12" stroke-width="${n(R * 0.07)}" stroke-linecap="round"/>`,
    );
    c.add(
      `<path d="M${n(hx)},${n(cy - R * 0.22)}q${n(side * R * 0.34)},${n(R * 0.02)} ${n(side * R * 0.34)},${n(R * 0.22)}" fill="none" stroke="#c98a4e" stroke-opacity="0.5" stroke-width="${n(R * 0.02)}" stroke-linecap="round"/>`,
    );
  }
  c.add(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${c.linear(
      ramp(["#e0a061", "#a55a2a", "#5e2e14", "#b8703a", "#4a230f"], 0.3, 0.55, 0.8),
      "diagonal",
    )}"/>`,
  );
  const dents: string[] = [];
  for (let i = 0; i < 140; i++) {
    const a = r.next() * Math.PI * 2;
    const d = R * r.range(0.9, 0.99);
    dents.push(
      `<circle cx="${n(cx + Math.cos(a) * d)}" cy="${n(cy + Math.sin(a) * d)}" r="${n(R * r.range(0.008, 0.02))}" fill="${r.pick(["#ffd2a0", "#3a1a0a"])}" opacity="${op(r.range(0.1, 0.3))}"/>`,
    );
  }
  c.add(`<g>${dents.join("")}</g>`);
  c.add(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.9)}" fill="${c.radial(ramp(["#5a2a12", "#3a1a0b", "#1d0c05"], 0.85))}"/>`,
  );

  const curryR = R * 0.84;
  c.add(
    `<path d="${blobPath(r, cx, cy, curryR, 0.02, 16)}" fill="${c.radial(
      ramp(["#c0501f", "#92320f", "#5c1d08", "#3a1205"], 0.55, 0.9),
      `cx="0.45" cy="0.42" r="0.6"`,
    )}"/>`,
  );
  for (let i = 0; i < 9; i++) {
    const [x, y] = inDisc(r, cx, cy, curryR * 0.85, 0.8);
    c.add(
      `<path d="${blobPath(r, x, y, R * r.range(0.04, 0.09), 0.3, 7)}" fill="#f08a2a" opacity="${op(r.range(0.25, 0.45))}"/>`,
    );
  }
  for (let i = 0; i < 12; i++) {
    const [x, y] = inDisc(r, cx, cy, curryR * 0.75, 0.9);
    const pr = R * r.range(0.08, 0.12);
    c.add(
      `<path d="${blobPath(r, x, y, pr, 0.25, 8)}" fill="${c.radial(
        ramp(["#8a3c1c", "#5a220c", "#2e0f04"], 0.6),
        `cx="0.4" cy="0.35"`,
      )}"/>`,
    );
    c.add(
      `<ellipse cx="${n(x - pr * 0.25)}" cy="${n(y - pr * 0.3)}" rx="${n(pr * 0.4)}" ry="${n(pr * 0.14)}" fill="#ffb070" opacity="0.3"/>`,
    );
  }
  for (let i = 0; i < 4; i++) {
    const [x, y] = inDisc(r, cx, cy, curryR * 0.7, 0.9);
    const tr = R * 0.07;
    c.add(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(tr)}" fill="#c8321c"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(tr * 0.65)}" fill="#e8553a" opacity="0.8"/>`,
    );
  }
  for (let i = 0; i < 5; i++) {
    const [x, y] = inDisc(r, cx, cy, curryR * 0.6, 0.9);
    const a = r.range(0, Math.PI * 2);
    const len = R * r.range(0.3, 0.42);
    const ex = x + Math.cos(a) * len;
    const ey = y + Math.sin(a) * len;
    const qx = (x + ex) / 2 + Math.cos(a + Math.PI / 2) * len * 0.2;
    const qy = (y + ey) / 2 + Math.sin(a + Math.PI / 2) * len * 0.2;
    c.add(
      `<path d="M${n(x)},${n(y)}Q${n(qx)},${n(qy)} ${n(ex)},${n(ey)}" stroke="#2f6a22" stroke-width="${n(R * 0.045)}" stroke-linecap="round" fill="none"/>`,
    );
    c.add(
      `<path d="M${n(x)},${n(y)}Q${n(qx)},${n(qy)} ${n(ex)},${n(ey)}" stroke="#8fce6a" stroke-opacity="0.45" stroke-width="${n(R * 0.012)}" stroke-linecap="round" fill="none" transform="translate(${n(-R * 0.01)},${n(-R * 0.01)})"/>`,
    );
  }
  const ginger: string[] = [];
  for (let i = 0; i < 40; i++) {
    const [x, y] = inDisc(r, cx, cy, curryR * 0.6, 0.6);
    const a = r.range(0, Math.PI * 2);
    const len = R * r.range(0.05, 0.1);
    ginger.push(
      `<path d="M${n(x)},${n(y)}l${n(Math.cos(a) * len)},${n(Math.sin(a) * len)}" stroke="#f0d9a0" stroke-width="${n(R * 0.01)}" stroke-linecap="round"/>`,
    );
  }
  c.add(`<g opacity="0.9">${ginger.join("")}</g>`);
  herbs(c, cx, cy, curryR * 0.7, 55, 1.2);
  c.glow(cx + R * 0.3, cy - R * 0.4, R * 0.5, "#fff0d0", 0.14);
  c.vignette(0.85);
}
