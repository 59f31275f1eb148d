import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPublicGallery } from "@/features/gallery/queries";
import { galleryImages } from "@/lib/db/schema";
import { fillGalleryPlaceholders } from "@/features/media/placeholder-backfill";
import { createLocalStorage } from "@/lib/storage/local";
import { openTestDatabase, type TestDatabase } from "../support/test-db";

let database: TestDatabase;
let dir: string;
let store: ReturnType<typeof createLocalStorage>;

beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), "placeholder-"));
  store = createLocalStorage(path.join(dir, "media"));
});
afterAll(async () => {
  await database.dispose();
  await rm(dir, { recursive: true, force: true });
});

describe("gallery rows from before placeholders get one", () => {
  it("fills a missing placeholder from the stored thumbnail, leaves rows without an image alone, and the public read paints it", async () => {
    const thumb = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a6e3c" } })
      .webp()
      .toBuffer();
    await store.put("gallery/00000000000000aa-thumb.webp", thumb, "image/webp");
    const [photo] = await database.db
      .insert(galleryImages)
      .values({
        title: "Old photo",
        altText: "Old photo",
        imageWebp: "/media/gallery/00000000000000aa.webp",
        thumbnailUrl: "/media/gallery/00000000000000aa-thumb.webp",
        width: 40,
        height: 30,
        storageKeys: ["gallery/00000000000000aa.webp", "gallery/00000000000000aa-thumb.webp"],
        status: "published",
      })
      .returning();
    const [video] = await database.db
      .insert(galleryImages)
      .values({
        title: "Posterless video",
        mediaType: "video",
        videoUrl: "/media/gallery/v.mp4",
        storageKeys: ["gallery/v.mp4"],
        status: "published",
      })
      .returning();

    expect(await fillGalleryPlaceholders(database.db, store)).toBe(1);
    const [filled] = await database.db.select().from(galleryImages).where(eq(galleryImages.id, photo!.id));
    expect(filled!.placeholder).toMatch(/^#2[0-9a-f]6[0-9a-f]3[0-9a-f] #2[0-9a-f]6[0-9a-f]3[0-9a-f]$/);
    const [untouched] = await database.db.select().from(galleryImages).where(eq(galleryImages.id, video!.id));
    expect(untouched!.placeholder).toBeNull();
    // A second start finds nothing more to do.
    expect(await fillGalleryPlaceholders(database.db, store)).toBe(0);

    const items = await readPublicGallery(database.db);
    expect(items.find((i) => i.id === photo!.id)?.placeholder).toMatch(
      /^(#[0-9a-f]{6}|linear-gradient\(#[0-9a-f]{6},#[0-9a-f]{6}\))$/,
    );
    expect(items.find((i) => i.id === video!.id)).not.toHaveProperty("placeholder");
  });
});
