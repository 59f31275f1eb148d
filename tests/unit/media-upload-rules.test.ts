import { describe, expect, it } from "vitest";
import { signMedia, verifyMedia } from "@/features/media/media-token";
import type { ProcessedMedia } from "@/features/media/process-upload";
import { looksLikeSvg } from "@/features/media/process-upload";
import { findOrphans } from "@/features/media/references";
import {
  guessUploadKind,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  titleFromFileName,
  tooLargeMessage,
  uploadMessages,
} from "@/lib/storage/media-rules";
import { newUploadKey, parseUploadKey } from "@/features/media/upload-keys";
import { isSafeStorageKey } from "@/lib/storage/driver";

const text = (s: string) => new TextEncoder().encode(s);

describe("upload rules", () => {
  it("limits images to 15 MB and videos to 200 MB", () => {
    expect(MAX_IMAGE_BYTES).toBe(15 * 1024 * 1024);
    expect(MAX_VIDEO_BYTES).toBe(200 * 1024 * 1024);
  });

  it("names the file and the reason in every refusal", () => {
    expect(tooLargeMessage("image", "big.jpg", 16 * 1024 * 1024)).toBe(
      "“big.jpg” is 16.0 MB. Images can be at most 15 MB: please export a smaller copy.",
    );
    expect(tooLargeMessage("video", "long.mp4", 201 * 1024 * 1024)).toContain("Videos can be at most 200 MB");
    expect(uploadMessages.svg("logo.svg")).toContain("SVG files are not accepted");
    expect(uploadMessages.notImage("menu.jpg")).toContain("“menu.jpg” is not a JPEG, PNG, WebP or AVIF image");
  });

  it("guesses the kind of a dropped file from its type or name", () => {
    expect(guessUploadKind({ name: "clip.MP4", type: "" })).toBe("video");
    expect(guessUploadKind({ name: "x", type: "video/webm" })).toBe("video");
    expect(guessUploadKind({ name: "dish.jpg", type: "image/jpeg" })).toBe("image");
    expect(guessUploadKind({ name: "notes.txt", type: "text/plain" })).toBe("image");
  });

  it("makes a title from a file name", () => {
    expect(titleFromFileName("lamb-karahi_02.jpg")).toBe("Lamb karahi 02");
    expect(titleFromFileName(".jpg")).toBe("Untitled");
  });

  it("spots SVG by its text, with or without an XML prolog, BOM or comment", () => {
    expect(looksLikeSvg(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe(true);
    expect(looksLikeSvg(text('\uFEFF  <?xml version="1.0"?>\n<svg></svg>'))).toBe(true);
    expect(looksLikeSvg(text("<!-- drawn by hand -->\n<SVG></SVG>"))).toBe(true);
    expect(looksLikeSvg(text("<?xml version='1.0'?><feed></feed>"))).toBe(false);
    expect(looksLikeSvg(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(false);
  });
});

describe("upload keys", () => {
  it("are random, safe and record the announced kind", () => {
    const a = newUploadKey("image");
    const b = newUploadKey("video");
    expect(a).not.toBe(newUploadKey("image"));
    expect(isSafeStorageKey(a) && isSafeStorageKey(b)).toBe(true);
    expect(parseUploadKey(a)?.kind).toBe("image");
    expect(parseUploadKey(b)?.kind).toBe("video");
  });

  it("refuses anything else", () => {
    for (const key of [
      "gallery/abc.webp",
      "uploads/../x.img",
      "uploads/0123.img",
      `uploads/${"a".repeat(32)}.exe`,
      `uploads/${"A".repeat(32)}.img`,
    ]) {
      expect(parseUploadKey(key)).toBeNull();
    }
  });
});

describe("media tokens", () => {
  const media: ProcessedMedia = {
    kind: "video",
    format: "mp4",
    url: "/media/gallery/x.mp4",
    size: 10,
    storageKeys: ["gallery/x.mp4"],
  };

  it("round-trip with the same secret", () => {
    expect(verifyMedia(signMedia(media, "secret-one"), "secret-one")).toEqual(media);
  });

  it("are refused with another secret, when tampered with, or when older than a day", () => {
    const token = signMedia(media, "secret-one", 1_000_000);
    expect(verifyMedia(token, "secret-two", 1_000_000)).toBeNull();
    const [payload, mac] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ media: { ...media, storageKeys: ["hero/other.mp4"] }, at: 1_000_000 }),
    ).toString("base64url");
    expect(verifyMedia(`${forged}.${mac}`, "secret-one", 1_000_000)).toBeNull();
    expect(verifyMedia(`${payload}.${mac}x`, "secret-one", 1_000_000)).toBeNull();
    expect(verifyMedia("garbage", "secret-one")).toBeNull();
    expect(verifyMedia(token, "secret-one", 1_000_000 + 25 * 60 * 60 * 1000)).toBeNull();
  });
});

describe("findOrphans", () => {
  it("lists stored keys no row uses, sorted", () => {
    expect(findOrphans(["b.webp", "a.webp", "uploads/x.img", "c.mp4"], new Set(["c.mp4", "a.webp"]))).toEqual([
      "b.webp",
      "uploads/x.img",
    ]);
  });
});
