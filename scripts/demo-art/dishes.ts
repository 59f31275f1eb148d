import { blobPath, Canvas, inDisc, leafPath, n, op } from "./canvas";
import { herbs, plate, tableScatter, woodTable } from "./props";

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
  c.add(
    `<circle cx="${n(bx + br * 0.08)}" cy="${n(by + br * 0.12)}" r="${n(br * 1.1)}" fill="${c.radial([
      [0.6, "#000", 0.7],
      [1, "#000", 0],
    ])}"/>`,
  );
  c.add(
    `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(br)}" fill="${c.linear(
      [
        [0, "#d99a5b"],
        [0.5, "#7a4020"],
        [1, "#c07a3e"],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  c.add(
    `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(br * 0.86)}" fill="${c.radial(
      [
        [0, "#f7f1e4"],
        [0.8, "#e6dccb"],
        [1, "#b9ad98"],
      ],
      `cx="0.4" cy="0.4"`,
    )}"/>`,
  );
  herbs(c, bx, by, br * 0.6, 14, 0.6);
  for (let i = 0; i < 18; i++) {
    const [x, y] = inDisc(r, bx, by, br * 0.6, 0.7);
    c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.002)}" fill="#b8421c" opacity="0.8"/>`);
  }

  plate(c, cx, cy, R);

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
  const grainFill = (light: string, dark: string) =>
    c.linear(
      [
        [0, light],
        [0.55, light],
        [1, dark],
      ],
      0,
      0,
      0,
      1,
    );
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
      ? c.radial(
          [
            [0, "#f2c766"],
            [0.7, "#d49a3a"],
            [1, "#8a5a1c"],
          ],
          `cx="0.4" cy="0.35"`,
        )
      : c.radial(
          [
            [0, "#9a4a24"],
            [0.6, "#5e2711"],
            [1, "#2a1007"],
          ],
          `cx="0.4" cy="0.35"`,
        );
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
  const { w, h, r, s } = c;
  woodTable(c, [0.75, 0.15]);
  const cx = w * 0.5;
  const cy = h * 0.52;
  const R = s * 0.38;
  tableScatter(c, 50, { x: cx, y: cy, r: R * 1.4 });

  c.add(
    `<ellipse cx="${n(cx + R * 0.08)}" cy="${n(cy + R * 0.12)}" rx="${n(R * 1.5)}" ry="${n(R * 1.2)}" fill="${c.radial([
      [0.55, "#000", 0.8],
      [1, "#000", 0],
    ])}"/>`,
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
      [
        [0, "#e0a061"],
        [0.3, "#a55a2a"],
        [0.55, "#5e2e14"],
        [0.8, "#b8703a"],
        [1, "#4a230f"],
      ],
      0,
      0,
      1,
      1,
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
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.9)}" fill="${c.radial([
      [0, "#5a2a12"],
      [0.85, "#3a1a0b"],
      [1, "#1d0c05"],
    ])}"/>`,
  );

  const curryR = R * 0.84;
  c.add(
    `<path d="${blobPath(r, cx, cy, curryR, 0.02, 16)}" fill="${c.radial(
      [
        [0, "#c0501f"],
        [0.55, "#92320f"],
        [0.9, "#5c1d08"],
        [1, "#3a1205"],
      ],
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
        [
          [0, "#8a3c1c"],
          [0.6, "#5a220c"],
          [1, "#2e0f04"],
        ],
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

export function tandoor(c: Canvas) {
  const { w, h, r, s } = c;
  c.add(
    `<rect width="${w}" height="${h}" fill="${c.radial(
      [
        [0, "#3a1a0c"],
        [0.5, "#1a0f0a"],
        [1, "#0b0807"],
      ],
      `cx="0.5" cy="0.62" r="0.8"`,
    )}"/>`,
  );
  const cx = w * 0.5;
  const cy = h * 0.66;
  const rx = w * 0.42;
  const ry = h * 0.2;
  c.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy + ry * 0.3)}" rx="${n(rx * 1.35)}" ry="${n(ry * 1.9)}" fill="${c.radial(
      [
        [0, "#6a3419"],
        [0.6, "#3e1f10"],
        [1, "#1a0e08"],
      ],
      `cx="0.5" cy="0.35"`,
    )}"/>`,
  );
  c.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 1.12)}" ry="${n(ry * 1.18)}" fill="${c.linear(
      [
        [0, "#c87a45"],
        [0.5, "#8a4a24"],
        [1, "#4a2410"],
      ],
      0,
      0,
      0,
      1,
    )}"/>`,
  );
  const mouthId = c.id("m");
  c.defs.push(
    `<clipPath id="${mouthId}"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"/></clipPath>`,
  );
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
    embers.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * r.range(0.002, 0.009))}" fill="${r.pick(["#fff2b0", "#ffd060", "#ff9a2a", "#ff6a10", "#c0300a"])}" opacity="${op(r.range(0.5, 1))}"/>`,
    );
  }
  c.add(
    `<g clip-path="url(#${mouthId})"><rect x="${n(cx - rx)}" y="${n(cy - ry)}" width="${n(rx * 2)}" height="${n(ry * 2)}" fill="${wall}"/><ellipse cx="${n(cx)}" cy="${n(cy + ry * 0.3)}" rx="${n(rx * 0.86)}" ry="${n(ry * 0.74)}" fill="${bed}"/>${embers.join("")}</g>`,
  );
  c.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="#f0a060" stroke-opacity="0.5" stroke-width="${n(s * 0.004)}"/>`,
  );
  c.glow(cx, cy - ry * 0.3, rx * 1.3, "#ff8a2a", 0.3, 1, 0.8);

  const count = 5;
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const x0 = cx - rx * 1.3 + t * rx * 0.5;
    const y0 = cy + ry * (-1.4 + t * 1.9);
    const x1 = cx + rx * 1.25 + t * rx * 0.1;
    const y1 = y0 - ry * 0.9;
    c.add(
      `<line x1="${n(x0)}" y1="${n(y0)}" x2="${n(x1)}" y2="${n(y1)}" stroke="#9a9590" stroke-width="${n(s * 0.006)}" stroke-linecap="round"/>`,
    );
    c.add(
      `<line x1="${n(x0)}" y1="${n(y0 - s * 0.002)}" x2="${n(x1)}" y2="${n(y1 - s * 0.002)}" stroke="#fff" stroke-opacity="0.35" stroke-width="${n(s * 0.0015)}"/>`,
    );
    const angle = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
    const len = Math.hypot(x1 - x0, y1 - y0);
    const startF = r.range(0.18, 0.26);
    const mx = x0 + (x1 - x0) * startF;
    const my = y0 + (y1 - y0) * startF;
    const kebabLen = len * r.range(0.45, 0.55);
    const th = s * 0.06;
    const lumps = Array.from({ length: 7 }, (_, k) => {
      const x = ((k + 0.5) / 7) * kebabLen;
      return `<ellipse cx="${n(x)}" cy="${n(r.range(-th * 0.03, th * 0.03))}" rx="${n(kebabLen / 11)}" ry="${n(th * r.range(0.5, 0.56))}" fill="MEAT"/>`;
    }).join("");
    const outline = `M${n(th / 2)},${n(-th / 2)}L${n(kebabLen - th / 2)},${n(-th / 2)}A${n(th / 2)},${n(th / 2)} 0 0 1 ${n(kebabLen - th / 2)},${n(th / 2)}L${n(th / 2)},${n(th / 2)}A${n(th / 2)},${n(th / 2)} 0 0 1 ${n(th / 2)},${n(-th / 2)}Z`;
    const meat = c.linear(
      [
        [0, "#e08a48"],
        [0.3, "#9a4419"],
        [0.7, "#4e1c08"],
        [1, "#1e0a04"],
      ],
      0,
      0,
      0,
      1,
    );
    const ridges = Array.from({ length: 11 }, (_, k) => {
      const x = ((k + 0.6) / 11.5) * kebabLen;
      return `<path d="M${n(x)},${n(-th * 0.45)}q${n(th * 0.12)},${n(th * 0.45)} 0,${n(th * 0.9)}" stroke="#1a0804" stroke-opacity="0.45" stroke-width="${n(th * 0.09)}" fill="none" stroke-linecap="round"/>`;
    }).join("");
    const flecks = Array.from(
      { length: 12 },
      () =>
        `<circle cx="${n(r.next() * kebabLen)}" cy="${n(r.range(-th * 0.3, th * 0.3))}" r="${n(th * 0.05)}" fill="#4f8a34"/>`,
    ).join("");
    c.add(
      `<g transform="translate(${n(mx)},${n(my)}) rotate(${n(angle)})"><path d="${outline}" fill="#000" opacity="0.35" transform="translate(${n(th * 0.1)},${n(th * 0.25)})"/><path d="${outline}" fill="${meat}"/>${lumps.replaceAll("MEAT", meat)}${ridges}${flecks}<path d="M${n(th * 0.5)},${n(-th * 0.28)}L${n(kebabLen - th * 0.5)},${n(-th * 0.28)}" stroke="#ffc080" stroke-opacity="0.35" stroke-width="${n(th * 0.12)}" stroke-linecap="round"/><path d="M${n(th * 0.5)},${n(th * 0.38)}L${n(kebabLen - th * 0.5)},${n(th * 0.38)}" stroke="#ff7a2a" stroke-opacity="0.4" stroke-width="${n(th * 0.08)}" stroke-linecap="round"/></g>`,
    );
  }

  const sparks: string[] = [];
  for (let i = 0; i < 70; i++) {
    const x = cx + r.gauss() * rx * 0.9;
    const y = cy - r.next() * h * 0.6;
    sparks.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * r.range(0.001, 0.0035))}" fill="${r.pick(["#ffd27a", "#ffae45", "#fff0c0"])}" opacity="${op(r.range(0.3, 0.9))}"/>`,
    );
  }
  c.add(`<g>${sparks.join("")}</g>`);
  const smoke = c.blur(s * 0.04);
  c.add(
    `<g filter="${smoke}" opacity="0.12">${Array.from({ length: 5 }, () => `<path d="${blobPath(r, cx + r.gauss() * rx * 0.6, h * r.range(0.1, 0.35), s * r.range(0.08, 0.16), 0.4, 7, 2.2, 0.7)}" fill="#f5efe6"/>`).join("")}</g>`,
  );
  c.vignette(0.75, 0.5, 0.6);
}
