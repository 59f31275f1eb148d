import { describe, expect, it } from "vitest";
import {
  HOUSE_POSTER,
  portraitPosterFormatFromFile,
  portraitSize,
  posterFormatFromFile,
  posterSource,
} from "@/features/hero-management/poster-source";

describe("posterFormatFromFile", () => {
  // Each file name with what the landscape and the portrait reader make of it.
  const fileNames = [
    ["poster.avif", "avif", null],
    ["poster.webp", "webp", null],
    ["poster.png", null, null],
    ["../poster.webp", null, null],
    ["poster-portrait.avif", null, "avif"],
    ["poster-portrait.webp", null, "webp"],
    ["poster-portrait.png", null, null],
  ] as const;

  it("knows only the two stable names", () => {
    for (const [file, format] of fileNames) expect(posterFormatFromFile(file), file).toBe(format);
  });

  it("names the portrait twins separately", () => {
    for (const [file, , format] of fileNames) expect(portraitPosterFormatFromFile(file), file).toBe(format);
  });
});

describe("portraitSize", () => {
  it("is the middle at 9:16, at most 1080 px tall", () => {
    expect(portraitSize({ width: 1920, height: 1080 })).toEqual({ width: 608, height: 1080 });
    expect(portraitSize({ width: 2400, height: 1350 })).toEqual({ width: 608, height: 1080 });
    expect(portraitSize({ width: 1280, height: 720 })).toEqual({ width: 405, height: 720 });
  });

  it("never asks for more width than the poster has", () => {
    expect(portraitSize({ width: 400, height: 1080 })).toEqual({ width: 400, height: 1080 });
  });
});

describe("posterSource", () => {
  const stored = { poster: "/media/hero/abc0123456789abcd.webp", posterAvif: "/media/hero/abc0123456789abcd.avif" };

  it("falls back to the house art when no hero video is published", () => {
    expect(posterSource(undefined, "avif")).toEqual({ kind: "redirect", path: HOUSE_POSTER.avif });
    expect(posterSource(undefined, "webp")).toEqual({ kind: "redirect", path: HOUSE_POSTER.webp });
  });

  it("serves a stored poster in the asked format", () => {
    expect(posterSource(stored, "avif")).toEqual({ kind: "stored", key: "hero/abc0123456789abcd.avif" });
    expect(posterSource(stored, "webp")).toEqual({ kind: "stored", key: "hero/abc0123456789abcd.webp" });
  });

  it("serves the WebP under the AVIF name when there is no AVIF twin", () => {
    expect(posterSource({ ...stored, posterAvif: null }, "avif")).toEqual({
      kind: "stored",
      key: "hero/abc0123456789abcd.webp",
    });
  });

  it("passes a bucket URL through and redirects to site paths", () => {
    expect(
      posterSource({ poster: "https://x.supabase.co/storage/v1/object/public/media/p.webp", posterAvif: null }, "webp"),
    ).toEqual({
      kind: "remote",
      url: "https://x.supabase.co/storage/v1/object/public/media/p.webp",
    });
    expect(posterSource({ poster: "/images/a.webp", posterAvif: null }, "webp")).toEqual({
      kind: "redirect",
      path: "/images/a.webp",
    });
    expect(posterSource({ poster: "//evil.example/a.webp", posterAvif: null }, "webp")).toEqual({
      kind: "redirect",
      path: HOUSE_POSTER.webp,
    });
  });
});
