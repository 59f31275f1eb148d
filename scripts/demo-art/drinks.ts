import { Canvas, leafPath, n, ramp } from "./canvas";

type DrinkPalette = { top: string; mid: string; deep: string; garnish: "rose" | "mint" | "mango" };

export const DRINKS: Record<"mocktail-rose" | "mocktail-mint" | "mocktail-mango", DrinkPalette> = {
  "mocktail-rose": { top: "#f29ab0", mid: "#c8486a", deep: "#6a1430", garnish: "rose" },
  "mocktail-mint": { top: "#d6f0b0", mid: "#8cc46a", deep: "#2e6a34", garnish: "mint" },
  "mocktail-mango": { top: "#ffd27a", mid: "#f39a2a", deep: "#a0480c", garnish: "mango" },
};

export function mocktail(c: Canvas, palette: DrinkPalette) {
  const { w, h, r, s } = c;
  c.backdrop(ramp(["#1c1310", "#120d0b", "#0c0908"], 0.7));
  c.bokeh(
    16,
    { x: 0, y: 0, w, h: h * 0.6 },
    ["#c9a45c", "#ffb25a", "#e07a3a", "#2f6a54"],
    [s * 0.03, s * 0.08],
    [0.06, 0.2],
  );
  c.bokeh(22, { x: 0, y: h * 0.1, w, h: h * 0.5 }, ["#ffcf8a", "#c9a45c"], [s * 0.006, s * 0.016], [0.2, 0.45]);
  c.glow(w * 0.5, h * 0.42, s * 0.55, palette.mid, 0.28);
  const barY = h * 0.76;
  c.ground(barY, ramp(["#3a2a1e", "#21170f", "#0e0a08"], 0.08));
  c.add(`<rect x="0" y="${n(barY)}" width="${w}" height="${n(s * 0.003)}" fill="#c9a45c" opacity="0.55"/>`);

  const cx = w * 0.5;
  const tall = h > w;
  if (tall) {
    const gw = s * 0.34;
    const gh = h * 0.5;
    const top = barY - gh;
    const left = cx - gw / 2;
    c.add(
      `<ellipse cx="${n(cx)}" cy="${n(barY + s * 0.01)}" rx="${n(gw * 0.75)}" ry="${n(s * 0.025)}" fill="${palette.mid}" opacity="0.25"/>`,
    );
    const liquidTop = top + gh * 0.12;
    c.add(
      `<rect x="${n(left)}" y="${n(liquidTop)}" width="${n(gw)}" height="${n(barY - liquidTop)}" rx="${n(gw * 0.05)}" fill="${c.linear(
        ramp([palette.top, palette.mid, palette.deep]),
      )}" opacity="0.92"/>`,
    );
    for (let i = 0; i < 5; i++) {
      const ix = left + gw * r.range(0.1, 0.55);
      const iy = liquidTop + gh * r.range(0.0, 0.5);
      const is = gw * r.range(0.28, 0.38);
      c.add(
        `<rect x="${n(ix)}" y="${n(iy)}" width="${n(is)}" height="${n(is)}" rx="${n(is * 0.18)}" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.4" stroke-width="${n(s * 0.002)}" transform="rotate(${n(r.range(-25, 25))} ${n(ix + is / 2)} ${n(iy + is / 2)})"/>`,
      );
    }
    for (let i = 0; i < 30; i++) {
      c.add(
        `<circle cx="${n(left + gw * r.range(0.08, 0.92))}" cy="${n(liquidTop + (barY - liquidTop) * r.range(0.1, 0.95))}" r="${n(s * r.range(0.002, 0.006))}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="1"/>`,
      );
    }
    c.add(
      `<line x1="${n(cx + gw * 0.15)}" y1="${n(barY - gh * 0.2)}" x2="${n(cx + gw * 0.42)}" y2="${n(top - gh * 0.2)}" stroke="#c9a45c" stroke-width="${n(s * 0.012)}" stroke-linecap="round"/>`,
    );
    c.add(
      `<rect x="${n(left)}" y="${n(top)}" width="${n(gw)}" height="${n(gh)}" rx="${n(gw * 0.05)}" fill="#ffffff" fill-opacity="0.05" stroke="#f5efe6" stroke-opacity="0.35" stroke-width="${n(s * 0.003)}"/>`,
    );
    c.add(
      `<rect x="${n(left + gw * 0.08)}" y="${n(top + gh * 0.05)}" width="${n(gw * 0.05)}" height="${n(gh * 0.85)}" rx="${n(gw * 0.025)}" fill="#ffffff" opacity="0.22"/>`,
    );
    c.add(
      `<rect x="${n(left)}" y="${n(top - s * 0.004)}" width="${n(gw)}" height="${n(s * 0.012)}" rx="${n(s * 0.004)}" fill="${c.linear(
        ramp(["#8a6a2a", "#f0d590", "#8a6a2a"]),
        "across",
      )}"/>`,
    );
    garnish(c, palette, cx - gw * 0.3, top + gh * 0.08, s * 0.09);
  } else {
    const bw = s * 0.62;
    const bh = s * 0.24;
    const rimY = barY - s * 0.56;
    const stemTop = rimY + bh;
    c.add(
      `<ellipse cx="${n(cx)}" cy="${n(barY + s * 0.008)}" rx="${n(bw * 0.4)}" ry="${n(s * 0.02)}" fill="${palette.mid}" opacity="0.25"/>`,
    );
    const bowl = `M${n(cx - bw / 2)},${n(rimY)}C${n(cx - bw / 2)},${n(rimY + bh * 0.9)} ${n(cx - bw * 0.12)},${n(stemTop)} ${n(cx)},${n(stemTop)}C${n(cx + bw * 0.12)},${n(stemTop)} ${n(cx + bw / 2)},${n(rimY + bh * 0.9)} ${n(cx + bw / 2)},${n(rimY)}Z`;
    const lq = rimY + bh * 0.14;
    const liquid = `M${n(cx - bw * 0.47)},${n(lq)}C${n(cx - bw * 0.45)},${n(rimY + bh * 0.9)} ${n(cx - bw * 0.11)},${n(stemTop - bh * 0.04)} ${n(cx)},${n(stemTop - bh * 0.04)}C${n(cx + bw * 0.11)},${n(stemTop - bh * 0.04)} ${n(cx + bw * 0.45)},${n(rimY + bh * 0.9)} ${n(cx + bw * 0.47)},${n(lq)}Z`;
    c.add(`<path d="${liquid}" fill="${c.linear(ramp([palette.top, palette.mid, palette.deep]))}" opacity="0.95"/>`);
    c.add(
      `<ellipse cx="${n(cx)}" cy="${n(lq)}" rx="${n(bw * 0.47)}" ry="${n(bh * 0.1)}" fill="${palette.top}" opacity="0.85"/>`,
    );
    for (let i = 0; i < 24; i++) {
      c.add(
        `<circle cx="${n(cx + r.range(-0.3, 0.3) * bw)}" cy="${n(lq + r.range(0.15, 0.7) * bh)}" r="${n(s * r.range(0.002, 0.005))}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="1"/>`,
      );
    }
    c.add(
      `<path d="${bowl}" fill="#ffffff" fill-opacity="0.05" stroke="#f5efe6" stroke-opacity="0.4" stroke-width="${n(s * 0.003)}"/>`,
    );
    c.add(
      `<path d="M${n(cx - bw * 0.42)},${n(rimY + bh * 0.15)}C${n(cx - bw * 0.4)},${n(rimY + bh * 0.6)} ${n(cx - bw * 0.25)},${n(rimY + bh * 0.85)} ${n(cx - bw * 0.12)},${n(rimY + bh * 0.92)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${n(s * 0.006)}" stroke-linecap="round"/>`,
    );
    c.add(
      `<ellipse cx="${n(cx)}" cy="${n(rimY)}" rx="${n(bw / 2)}" ry="${n(bh * 0.1)}" fill="none" stroke="${c.linear(
        ramp(["#8a6a2a", "#f6dc98", "#8a6a2a"]),
        "across",
      )}" stroke-width="${n(s * 0.007)}"/>`,
    );
    const stemW = s * 0.012;
    c.add(
      `<rect x="${n(cx - stemW / 2)}" y="${n(stemTop)}" width="${n(stemW)}" height="${n(barY - stemTop - s * 0.01)}" fill="${c.linear(
        ramp(["#6a5a4a", "#f5efe6", "#6a5a4a"]),
        "across",
      )}" opacity="0.6"/>`,
    );
    c.add(
      `<ellipse cx="${n(cx)}" cy="${n(barY - s * 0.008)}" rx="${n(bw * 0.22)}" ry="${n(s * 0.014)}" fill="#f5efe6" fill-opacity="0.12" stroke="#f5efe6" stroke-opacity="0.4" stroke-width="${n(s * 0.002)}"/>`,
    );
    garnish(c, palette, cx + bw * 0.38, rimY - s * 0.005, s * 0.08);
  }
  c.glow(cx, barY + (h - barY) * 0.35, s * 0.22, palette.mid, 0.2, 1.6, 0.35);
  c.vignette(0.8, 0.5, 0.45);
}

function garnish(c: Canvas, palette: DrinkPalette, x: number, y: number, size: number) {
  const { r } = c;
  if (palette.garnish === "rose") {
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2 + r.range(-0.2, 0.2);
      c.add(
        `<path d="${leafPath(x + Math.cos(a) * size * 0.3, y + Math.sin(a) * size * 0.18, size * 0.6, size * 0.3, a)}" fill="${c.radial(
          ramp(["#f08aa4", "#9a2246"]),
        )}"/>`,
      );
    }
    c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.14)}" fill="#7a1834"/>`);
  } else if (palette.garnish === "mint") {
    for (let i = 0; i < 6; i++) {
      const a = -Math.PI / 2 + (i - 2.5) * 0.45;
      c.add(
        `<path d="${leafPath(x + Math.cos(a) * size * 0.4, y + Math.sin(a) * size * 0.4, size * 0.7, size * 0.3, a)}" fill="${r.pick(["#4f8a34", "#6aa644", "#3c6e28"])}"/>`,
      );
    }
    c.add(
      `<circle cx="${n(x + size * 0.3)}" cy="${n(y + size * 0.1)}" r="${n(size * 0.45)}" fill="#cfe07a" opacity="0.9"/><circle cx="${n(x + size * 0.3)}" cy="${n(y + size * 0.1)}" r="${n(size * 0.38)}" fill="#e8f0b0" opacity="0.8"/>`,
    );
  } else {
    c.add(
      `<path d="M${n(x - size * 0.6)},${n(y)}A${n(size * 0.6)},${n(size * 0.6)} 0 0 0 ${n(x + size * 0.6)},${n(y)}Z" fill="#ffb22a"/>`,
    );
    c.add(
      `<path d="M${n(x - size * 0.5)},${n(y)}A${n(size * 0.5)},${n(size * 0.5)} 0 0 0 ${n(x + size * 0.5)},${n(y)}Z" fill="#ffd060"/>`,
    );
    for (let i = 0; i < 3; i++)
      c.add(
        `<path d="${leafPath(x - size * 0.2 + i * size * 0.15, y - size * 0.35, size * 0.5, size * 0.12, -1.2 + i * 0.4)}" fill="#4f8a34"/>`,
      );
  }
}
