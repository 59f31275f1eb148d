import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import sharp from "sharp";
import { site } from "@/lib/site";

/** The site-wide share image: the dining-room art, the name and the tagline, in the brand's type. */
export const alt = `${site.name}: ${site.tagline}. Pakistani fine dining in Wigston, Leicester.`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** Cached so the image is prerendered at build (file reads would otherwise make it per request). */
async function loadAssets() {
  "use cache";
  const root = process.cwd();
  const [display, backdrop] = await Promise.all([
    readFile(
      path.join(root, "node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff"),
    ),
    // The image renderer reads JPEG, not WebP: convert the committed hero art once, at build.
    sharp(path.join(root, "public/images/home/hero-1920.webp"))
      .resize(1200, 630, { fit: "cover" })
      .jpeg({ quality: 82 })
      .toBuffer(),
  ]);
  return { display: new Uint8Array(display), backdrop: `data:image/jpeg;base64,${backdrop.toString("base64")}` };
}

export default async function OpenGraphImage() {
  const { display, backdrop: backdropUrl } = await loadAssets();

  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        position: "relative",
        background: "#0f0d0b",
        fontFamily: "Cormorant",
      }}
    >
      <img src={backdropUrl} width={1200} height={630} alt="" style={{ position: "absolute", inset: 0 }} />
      <div
        style={{
          position: "absolute",
          inset: 0,
          display: "flex",
          background:
            "linear-gradient(90deg, rgba(15,13,11,0.94) 0%, rgba(15,13,11,0.78) 55%, rgba(15,13,11,0.3) 100%)",
        }}
      />
      <div
        style={{
          position: "relative",
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          padding: "0 90px",
          color: "#f5efe6",
        }}
      >
        <div style={{ fontSize: 26, letterSpacing: 9, color: "#c9a45c", textTransform: "uppercase" }}>
          Wigston · Leicester · 100% Halal
        </div>
        <div style={{ fontSize: 118, marginTop: 18, lineHeight: 1 }}>{site.name}</div>
        <div style={{ width: 96, height: 2, background: "#c9a45c", marginTop: 34 }} />
        <div style={{ fontSize: 52, marginTop: 30, fontStyle: "normal", color: "#e9dfcf" }}>{site.tagline}</div>
      </div>
    </div>,
    { ...size, fonts: [{ name: "Cormorant", data: display.slice().buffer, style: "normal", weight: 500 }] },
  );
}
