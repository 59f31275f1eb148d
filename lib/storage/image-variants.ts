import { createHash } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import { THUMBNAIL_MAX_HEIGHT, THUMBNAIL_MAX_WIDTH } from "@/lib/storage/media-rules";
import { placeholderFromPixels } from "@/lib/storage/placeholder";
import type { StorageDriver } from "./driver";

export const MAX_IMAGE_EDGE = 2400;
/** ~100 megapixels: refuses decompression bombs before libvips allocates for them. */
const MAX_INPUT_PIXELS = 100_000_000;

export interface EncodedVariant {
  key: string;
  data: Uint8Array;
  contentType: string;
}

export interface ImageVariants {
  webp: EncodedVariant;
  avif: EncodedVariant;
  thumbnail: EncodedVariant & { width: number; height: number };
  thumbnailAvif: EncodedVariant;
  width: number;
  height: number;
  placeholder: string | null;
}

export interface StoredImageVariants {
  imageUrl: string;
  imageWebp: string;
  imageAvif: string;
  thumbnailUrl: string;
  thumbnailAvif: string;
  width: number;
  height: number;
  placeholder: string | null;
  storageKeys: string[];
}

export function contentHash(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}

export function contentAddressedKey(prefix: string, bytes: Uint8Array, suffix: string): string {
  return `${prefix}/${contentHash(bytes)}${suffix}`;
}

export async function makeImageVariants(input: Uint8Array, opts: { prefix: string }): Promise<ImageVariants> {
  const base = sharp(input, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
    // Phones store portrait shots sideways plus an orientation flag; bake the rotation in.
    .rotate()
    .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: "inside", withoutEnlargement: true });

  // A second resize replaces the first, so the thumbnails are made from the original pixels.
  const thumbBase = base
    .clone()
    .resize({ width: THUMBNAIL_MAX_WIDTH, height: THUMBNAIL_MAX_HEIGHT, fit: "inside", withoutEnlargement: true });
  const [webp, avif, thumb, thumbAvif, placeholder] = await Promise.all([
    base.clone().webp({ quality: 80, effort: 4 }).toBuffer({ resolveWithObject: true }),
    // Effort 2: far faster than the default for slightly larger files, and an admin waits on it.
    base.clone().avif({ quality: 55, effort: 2 }).toBuffer(),
    thumbBase.clone().webp({ quality: 75, effort: 4 }).toBuffer({ resolveWithObject: true }),
    thumbBase.clone().avif({ quality: 50, effort: 2 }).toBuffer(),
    placeholderOf(base.clone()),
  ]);

  const stem = contentAddressedKey(opts.prefix, input, "");
  return {
    webp: { key: `${stem}.webp`, data: webp.data, contentType: "image/webp" },
    avif: { key: `${stem}.avif`, data: avif, contentType: "image/avif" },
    thumbnail: {
      key: `${stem}-thumb.webp`,
      data: thumb.data,
      contentType: "image/webp",
      width: thumb.info.width,
      height: thumb.info.height,
    },
    thumbnailAvif: { key: `${stem}-thumb.avif`, data: thumbAvif, contentType: "image/avif" },
    width: webp.info.width,
    height: webp.info.height,
    placeholder,
  };
}

export async function imagePlaceholder(input: Uint8Array): Promise<string | null> {
  return placeholderOf(sharp(input, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS }).rotate());
}

async function placeholderOf(image: Sharp): Promise<string | null> {
  const pixels = await image
    .flatten({ background: "#0f0d0b" })
    .resize(1, 2, { fit: "fill", kernel: "cubic" })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer();
  return placeholderFromPixels(pixels);
}

export async function storeImageVariants(
  storage: StorageDriver,
  variants: ImageVariants,
): Promise<StoredImageVariants> {
  const [webp, avif, thumb, thumbAvif] = await Promise.all(
    [variants.webp, variants.avif, variants.thumbnail, variants.thumbnailAvif].map((v) =>
      storage.put(v.key, v.data, v.contentType),
    ),
  );
  if (!webp || !avif || !thumb || !thumbAvif) throw new Error("Storage did not return every image variant");
  return {
    imageUrl: webp.url,
    imageWebp: webp.url,
    imageAvif: avif.url,
    thumbnailUrl: thumb.url,
    thumbnailAvif: thumbAvif.url,
    width: variants.width,
    height: variants.height,
    placeholder: variants.placeholder,
    storageKeys: [webp.key, avif.key, thumb.key, thumbAvif.key],
  };
}

// Types are detected by magic bytes: the declared content type and file name are not trusted.

function ascii(bytes: Uint8Array, start: number, length: number): string {
  if (bytes.length < start + length) return "";
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function ftypBrands(bytes: Uint8Array): string[] | null {
  if (ascii(bytes, 4, 4) !== "ftyp") return null;
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(boxSize > 0 ? boxSize : 16, bytes.length, 256);
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands.filter((b) => b.length === 4);
}

const AVIF_BRANDS = new Set(["avif", "avis"]);
const IMAGE_BRANDS = new Set(["avif", "avis", "heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "dash",
  "M4V ",
  "MSNV",
  "mmp4",
]);

export type DetectedImageType = "image/jpeg" | "image/png" | "image/webp" | "image/avif";
export type DetectedVideoType = "video/mp4" | "video/webm";

export function detectImageType(bytes: Uint8Array): DetectedImageType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image/webp";
  const brands = ftypBrands(bytes);
  // The major brand decides; a file whose major brand is mif1 may still list avif as compatible.
  if (brands?.some((b) => AVIF_BRANDS.has(b)) && IMAGE_BRANDS.has(brands[0] ?? "")) return "image/avif";
  return null;
}

export function detectVideoType(bytes: Uint8Array): DetectedVideoType | null {
  const brands = ftypBrands(bytes);
  if (brands) {
    const [major] = brands;
    if (major === undefined || IMAGE_BRANDS.has(major)) return null;
    return brands.some((b) => MP4_BRANDS.has(b)) ? "video/mp4" : null;
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return ascii(bytes, 0, Math.min(bytes.length, 64)).includes("webm") ? "video/webm" : null;
  }
  return null;
}
