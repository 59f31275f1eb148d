import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "@/lib/storage/local";
import { detectImageType, detectVideoType, makeImageVariants, storeImageVariants } from "@/lib/storage/image-variants";
import { thumbnailWidth } from "@/lib/storage/media-rules";

/** A noisy-ish test image: a gradient, so encoders cannot collapse it to nothing. */
function testImage(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1a1613"/><stop offset="1" stop-color="#c9a45c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#1f4a3a"/></svg>`;
  return sharp(Buffer.from(svg));
}

/** An ISO-BMFF ftyp box with the given major and compatible brands. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const size = 16 + compatible.length * 4;
  const bytes = new Uint8Array(size + 8);
  new DataView(bytes.buffer).setUint32(0, size);
  bytes.set(new TextEncoder().encode(`ftyp${major}\0\0\0\0${compatible.join("")}`), 4);
  return bytes;
}

function ebml(docType: string): Uint8Array {
  return new Uint8Array([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x9f,
    0x42,
    0x86,
    0x81,
    0x01,
    0x42,
    0x82,
    0x80 | docType.length,
    ...new TextEncoder().encode(docType),
  ]);
}

describe("detectImageType", () => {
  it("recognises the raster formats sharp writes", async () => {
    const img = testImage(40, 30);
    expect(detectImageType(await img.clone().jpeg().toBuffer())).toBe("image/jpeg");
    expect(detectImageType(await img.clone().png().toBuffer())).toBe("image/png");
    expect(detectImageType(await img.clone().webp().toBuffer())).toBe("image/webp");
    expect(detectImageType(await img.clone().avif({ effort: 0 }).toBuffer())).toBe("image/avif");
  });

  it("accepts AVIF declared as a compatible brand of mif1", () => {
    expect(detectImageType(ftyp("mif1", "mif1", "avif", "miaf"))).toBe("image/avif");
  });

  it("refuses SVG, text, HEIC, video and empty input", () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(detectImageType(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectImageType(text('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(detectImageType(text("just some words"))).toBeNull();
    expect(detectImageType(ftyp("heic", "mif1", "heic"))).toBeNull();
    expect(detectImageType(ftyp("isom", "isom", "avc1", "mp41"))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe("detectVideoType", () => {
  it("recognises MP4 brands and WebM", () => {
    expect(detectVideoType(ftyp("isom", "isom", "iso2", "avc1", "mp41"))).toBe("video/mp4");
    expect(detectVideoType(ftyp("mp42", "mp42", "isom"))).toBe("video/mp4");
    expect(detectVideoType(ebml("webm"))).toBe("video/webm");
  });

  it("recognises the committed demo videos", async () => {
    const dir = path.join(process.cwd(), "lib", "db", "demo-media");
    expect(detectVideoType(new Uint8Array(await readFile(path.join(dir, "hero-1.mp4"))))).toBe("video/mp4");
    expect(detectVideoType(new Uint8Array(await readFile(path.join(dir, "hero-1.webm"))))).toBe("video/webm");
  });

  it("refuses AVIF/HEIC stills, other Matroska files, images and text", async () => {
    expect(detectVideoType(ftyp("avif", "avif", "mif1", "miaf"))).toBeNull();
    expect(detectVideoType(ftyp("avis", "avis", "msf1", "iso8"))).toBeNull();
    expect(detectVideoType(ftyp("heic", "mif1", "heic"))).toBeNull();
    expect(detectVideoType(ftyp("qt  ", "qt  "))).toBeNull();
    expect(detectVideoType(ebml("matroska"))).toBeNull();
    expect(detectVideoType(await testImage(20, 20).png().toBuffer())).toBeNull();
    expect(detectVideoType(new TextEncoder().encode("<html></html>"))).toBeNull();
  });
});

describe("makeImageVariants", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "variants-"));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("caps the long edge at 2400px and makes WebP and AVIF thumbnails 960px wide", async () => {
    const input = await testImage(3000, 2000).jpeg().toBuffer();
    const v = await makeImageVariants(input, { prefix: "gallery" });
    expect([v.width, v.height]).toEqual([2400, 1600]);
    expect(v.thumbnail.width).toBe(960);
    expect(v.thumbnail.width).toBe(thumbnailWidth(v.width, v.height));

    expect(detectImageType(v.webp.data)).toBe("image/webp");
    expect(detectImageType(v.avif.data)).toBe("image/avif");
    expect(detectImageType(v.thumbnail.data)).toBe("image/webp");
    const avifMeta = await sharp(v.avif.data).metadata();
    expect([avifMeta.width, avifMeta.height]).toEqual([2400, 1600]);
    const thumbMeta = await sharp(v.thumbnail.data).metadata();
    expect(thumbMeta.width).toBe(960);
    expect(detectImageType(v.thumbnailAvif.data)).toBe("image/avif");
    const thumbAvifMeta = await sharp(v.thumbnailAvif.data).metadata();
    expect([thumbAvifMeta.width, thumbAvifMeta.height]).toEqual([960, 640]);
    expect(v.thumbnailAvif.data.byteLength).toBeLessThan(v.thumbnail.data.byteLength);

    expect(v.webp.key).toMatch(/^gallery\/[0-9a-f]{16}\.webp$/);
    expect(v.avif.key).toBe(v.webp.key.replace(/\.webp$/, ".avif"));
    expect(v.thumbnail.key).toBe(v.webp.key.replace(/\.webp$/, "-thumb.webp"));
    expect(v.thumbnailAvif.key).toBe(v.webp.key.replace(/\.webp$/, "-thumb.avif"));
  });

  it("keeps a tall image's thumbnail within 1280px high, and reports the width it gets", async () => {
    const v = await makeImageVariants(await testImage(1200, 2400).jpeg().toBuffer(), { prefix: "gallery" });
    expect([v.thumbnail.width, v.thumbnail.height]).toEqual([640, 1280]);
    expect(thumbnailWidth(v.width, v.height)).toBe(640);
  });

  it("never enlarges a small image", async () => {
    const v = await makeImageVariants(await testImage(500, 300).png().toBuffer(), { prefix: "gallery" });
    expect([v.width, v.height]).toEqual([500, 300]);
    expect([v.thumbnail.width, v.thumbnail.height]).toEqual([500, 300]);
  });

  it("applies the EXIF orientation of a sideways phone photo", async () => {
    const input = await testImage(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const v = await makeImageVariants(input, { prefix: "gallery" });
    expect([v.width, v.height]).toEqual([200, 300]);
  });

  it("keys by content: the same bytes give the same keys, different bytes different keys", async () => {
    const a = await testImage(64, 64).png().toBuffer();
    const b = await testImage(65, 64).png().toBuffer();
    const [va1, va2, vb] = await Promise.all([a, a, b].map((x) => makeImageVariants(x, { prefix: "hero" })));
    expect(va1?.webp.key).toBe(va2?.webp.key);
    expect(va1?.webp.key).not.toBe(vb?.webp.key);
    expect(va1?.webp.key.startsWith("hero/")).toBe(true);
  });

  it("rejects bytes that are not an image", async () => {
    await expect(
      makeImageVariants(new TextEncoder().encode("not an image at all"), { prefix: "gallery" }),
    ).rejects.toThrow();
  });

  it("stores all four files and reports their URLs and keys", async () => {
    const storage = createLocalStorage(root);
    const v = await makeImageVariants(await testImage(900, 600).jpeg().toBuffer(), { prefix: "gallery" });
    const stored = await storeImageVariants(storage, v);
    expect(stored.imageUrl).toBe(stored.imageWebp);
    expect(stored.imageWebp).toBe(`/media/${v.webp.key}`);
    expect(stored.imageAvif).toBe(`/media/${v.avif.key}`);
    expect(stored.thumbnailUrl).toBe(`/media/${v.thumbnail.key}`);
    expect(stored.thumbnailAvif).toBe(`/media/${v.thumbnailAvif.key}`);
    expect([stored.width, stored.height]).toEqual([900, 600]);
    expect(stored.storageKeys).toEqual([v.webp.key, v.avif.key, v.thumbnail.key, v.thumbnailAvif.key]);
    for (const key of stored.storageKeys) {
      const file = await storage.get(key);
      expect(file, key).not.toBeNull();
      expect(detectImageType(file!.data)).toMatch(/^image\/(webp|avif)$/);
    }
  });
});
