import { describe, expect, it } from "vitest";
import {
  newUploadKey,
  parseUploadKey,
  unfinishedUploadsToRemove,
  UNFINISHED_UPLOAD_MAX_AGE_MS,
} from "@/features/media/upload-keys";
import { sweepUnfinishedUploads } from "@/features/media/sweep-unfinished-uploads";

const now = Date.UTC(2026, 10, 25, 12, 0, 0);
const HOUR = 60 * 60 * 1000;

describe("upload keys", () => {
  it("carry the time they were issued, their kind and a random id", () => {
    const key = newUploadKey("video", now);
    expect(key).toMatch(/^uploads\/[0-9a-z]+-[0-9a-f]{32}\.vid$/);
    expect(parseUploadKey(key)).toMatchObject({ kind: "video", issuedAt: now });
    expect(newUploadKey("image", now)).not.toBe(newUploadKey("image", now));
  });

  it("still read keys issued before they carried a time", () => {
    expect(parseUploadKey("uploads/0123456789abcdef0123456789abcdef.img")).toEqual({
      id: "0123456789abcdef0123456789abcdef",
      kind: "image",
      issuedAt: null,
    });
    expect(parseUploadKey("gallery/0123456789abcdef0123456789abcdef.img")).toBeNull();
    expect(parseUploadKey("uploads/x-0123456789abcdef0123456789abcdef.exe")).toBeNull();
  });
});

describe("unfinished uploads (cleaned up after a day)", () => {
  const fresh = newUploadKey("image", now - 23 * HOUR);
  const stale = newUploadKey("video", now - 25 * HOUR);
  const legacy = "uploads/0123456789abcdef0123456789abcdef.vid";
  const junk = "uploads/not-an-upload.txt";
  const finished = "gallery/0123456789abcdef.webp";

  it("are those issued more than a day ago, issued before keys carried a time, or not upload keys", () => {
    expect(unfinishedUploadsToRemove([fresh, stale, legacy, junk, finished], now)).toEqual([stale, legacy, junk]);
    expect(unfinishedUploadsToRemove([newUploadKey("image", now - UNFINISHED_UPLOAD_MAX_AGE_MS)], now)).toEqual([]);
  });

  it("are deleted from storage by the sweep, which leaves uploads still under way alone", async () => {
    const stored = new Set([fresh, stale, legacy]);
    const store = {
      list: async (folder?: string) =>
        [...stored].filter((k) => folder === undefined || k.startsWith(`${folder}/`)).sort(),
      delete: async (keys: readonly string[]) => void keys.forEach((k) => stored.delete(k)),
    };
    expect(await sweepUnfinishedUploads(store, now)).toBe(2);
    expect([...stored]).toEqual([fresh]);
    expect(await sweepUnfinishedUploads(store, now)).toBe(0);
  });
});
