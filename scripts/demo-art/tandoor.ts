import { blobPath, Canvas, n, op, ramp } from "./canvas";
import { kebabFlecks } from "./props";

export function tandoor(c: Canvas) {
  const { w, h, r, s } = c;
  c.add(
    `<rect width="${w}" height="${h}" fill="${c.radial(
      ramp(["#3a1a0c", "#1a0f0a", "#0b0807"]),
      `cx="0.5" cy="0.62" r="0.8"`,
    )}"/>`,
  );
  const cx = w * 0.5;
  const cy = h * 0.66;
  const rx = w * 0.42;
  const ry = h * 0.2;
  c.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy + ry * 0.3)}" rx="${n(rx * 1.35)}" ry="${n(ry * 1.9)}" fill="${c.radial(
      ramp(["#6a3419", "#3e1f10", "#1a0e08"], 0.6),
      `cx="0.5" cy="0.35"`,
    )}"/>`,
  );
  c.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 1.12)}" ry="${n(ry * 1.18)}" fill="${c.linear(
      ramp(["#c87a45", "#8a4a24", "#4a2410"]),
    )}"/>`,
  );
  const mouthId = c.id("m");
  c.defs.push(
    `<clipPath id="${mouthId}"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"/></clipPath>`,
  );
  const wall = c.linear(ramp(["#2a0c05", "#7a2a0c", "#e0601a"], 0.45));
  const bed = c.radial(
    ramp(["#fff6d0", "#ffc65a", "#f26a18", "#9a2608", "#4a0e04"], 0.25, 0.6, 0.9),
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
    const meat = c.linear(ramp(["#e08a48", "#9a4419", "#4e1c08", "#1e0a04"], 0.3, 0.7));
    const ridges = Array.from({ length: 11 }, (_, k) => {
      const x = ((k + 0.6) / 11.5) * kebabLen;
      return `<path d="M${n(x)},${n(-th * 0.45)}q${n(th * 0.12)},${n(th * 0.45)} 0,${n(th * 0.9)}" stroke="#1a0804" stroke-opacity="0.45" stroke-width="${n(th * 0.09)}" fill="none" stroke-linecap="round"/>`;
    }).join("");
    const flecks = kebabFlecks(r, 12, { x0: 0, length: kebabLen, y: 0, spread: th * 0.3, size: th * 0.05 });
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
