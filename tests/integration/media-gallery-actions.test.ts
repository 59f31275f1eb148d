import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MEDIA_ACTION_MESSAGES } from "@/features/media/changes";
import { readAdminGallery } from "@/features/media/admin-queries";
import { readPublicGallery } from "@/features/gallery/queries";
import { activityLog, galleryImages, popups } from "@/lib/db/schema";
import { signMedia } from "@/features/media/media-token";
import { ALT_REQUIRED_TO_PUBLISH } from "@/features/media/schema";
import { withMediaActions } from "../support/media-harness";

const { database, store, updateTag, adminAction, gallery, storedImage, storedVideo, token, exists, addPhoto } =
  withMediaActions();

describe("gallery actions", () => {
  it("adds an upload as a draft at the end, with its files, sizes and a log entry; refuses a forged token", async () => {
    const { row, media } = await addPhoto("Saffron rice", "Food");
    expect(row).toMatchObject({
      status: "draft",
      visible: true,
      mediaType: "image",
      category: "food",
      width: 1200,
      height: 800,
      storageKeys: media.storageKeys,
      imageAvif: media.kind === "image" ? media.imageAvif : "",
    });
    const second = await addPhoto("Second");
    expect(second.row.sortIndex).toBe(row.sortIndex + 1);
    const log = await database.db.select().from(activityLog).where(eq(activityLog.entityId, row.id));
    expect(log[0]).toMatchObject({ action: "gallery_image.added", actorEmail: "owner@example.com" });
    expect(updateTag).toHaveBeenCalledWith("gallery");

    const forged = await adminAction(gallery.addGalleryItem)({
      token: signMedia(await storedImage(), "another-secret"),
      title: "x",
      category: "food",
    });
    expect(forged).toEqual({ ok: false, error: MEDIA_ACTION_MESSAGES.expiredUpload });
  });

  it("adds a video without a poster, then a poster replaces only the poster files", async () => {
    const video = await storedVideo("webm");
    const added = await adminAction(gallery.addGalleryItem)({
      token: token(video),
      title: "Tandoor",
      category: "events",
    });
    expect(added.ok && added.data).toMatchObject({
      mediaType: "video",
      videoWebm: video.kind === "video" ? video.url : "",
      videoUrl: null,
      videoThumbnail: null,
    });
    if (!added.ok) return;
    const first = await storedImage();
    expect((await adminAction(gallery.setGalleryPoster)({ id: added.data.id, token: token(first) })).ok).toBe(true);
    const second = await storedImage();
    const replaced = await adminAction(gallery.setGalleryPoster)({ id: added.data.id, token: token(second) });
    expect(replaced.ok && replaced.data.storageKeys).toEqual([...video.storageKeys, ...second.storageKeys]);
    for (const key of first.storageKeys) expect(await exists(key)).toBe(false);
    for (const key of [...video.storageKeys, ...second.storageKeys]) expect(await exists(key)).toBe(true);
  });

  it("requires alt text to publish, in the form and in bulk", async () => {
    const { row } = await addPhoto("No alt yet");
    const viaForm = await adminAction(gallery.updateGalleryItem)({
      id: row.id,
      title: "No alt yet",
      altText: " ",
      category: "food",
      status: "published",
      visible: true,
    });
    expect(viaForm).toMatchObject({ ok: false, fieldErrors: { altText: [ALT_REQUIRED_TO_PUBLISH] } });
    const viaBulk = await adminAction(gallery.bulkGalleryAction)({ ids: [row.id], operation: "publish" });
    expect(viaBulk).toMatchObject({ ok: false, error: expect.stringContaining("Missing on “No alt yet”") });

    const saved = await adminAction(gallery.updateGalleryItem)({
      id: row.id,
      title: "With alt",
      altText: "Rice in a copper bowl",
      category: " New Category ",
      status: "draft",
      visible: true,
    });
    expect(saved.ok && saved.data).toMatchObject({ title: "With alt", category: "new category" });
    expect((await adminAction(gallery.bulkGalleryAction)({ ids: [row.id], operation: "publish" })).ok).toBe(true);
    expect((await readPublicGallery(database.db)).map((i) => i.title)).toContain("With alt");

    expect((await adminAction(gallery.bulkGalleryAction)({ ids: [row.id], operation: "hide" })).ok).toBe(true);
    expect((await readPublicGallery(database.db)).map((i) => i.title)).not.toContain("With alt");
  });

  it("reorders the whole list, and refuses an order made from a stale list", async () => {
    const ids = (await readAdminGallery(database.db)).map((i) => i.id);
    const reversed = [...ids].reverse();
    expect((await adminAction(gallery.reorderGallery)({ ids: reversed })).ok).toBe(true);
    expect((await readAdminGallery(database.db)).map((i) => i.id)).toEqual(reversed);
    expect(await adminAction(gallery.reorderGallery)({ ids: reversed.slice(1) })).toEqual({
      ok: false,
      error: MEDIA_ACTION_MESSAGES.staleOrder,
    });
  });

  it("deletes rows and their files, but keeps files another row (gallery, hero or popup) still uses", async () => {
    const a = await addPhoto("Shared A");
    const sharedKeys = a.media.storageKeys;
    const b = await adminAction(gallery.addGalleryItem)({
      token: token(await storedImage("gallery", sharedKeys)),
      title: "Shared B",
      category: "food",
    });
    const lone = await addPhoto("Lone");
    if (!b.ok) throw new Error(b.error);
    const popupKey = "gallery/popup-uses-this.webp";
    await store.put(popupKey, new Uint8Array([1]), "image/webp");
    await database.db.insert(popups).values({ headline: "Offer", pages: ["/"], storageKeys: [popupKey] });
    await database.db
      .update(galleryImages)
      .set({ storageKeys: [...lone.media.storageKeys, popupKey] })
      .where(eq(galleryImages.id, lone.row.id));

    expect(
      (await adminAction(gallery.bulkGalleryAction)({ ids: [a.row.id, lone.row.id], operation: "delete" })).ok,
    ).toBe(true);
    for (const key of sharedKeys) expect(await exists(key)).toBe(true);
    for (const key of lone.media.storageKeys) expect(await exists(key)).toBe(false);
    expect(await exists(popupKey)).toBe(true);

    expect((await adminAction(gallery.bulkGalleryAction)({ ids: [b.data.id], operation: "delete" })).ok).toBe(true);
    for (const key of sharedKeys) expect(await exists(key)).toBe(false);
    expect(await adminAction(gallery.bulkGalleryAction)({ ids: [b.data.id], operation: "delete" })).toEqual({
      ok: false,
      error: MEDIA_ACTION_MESSAGES.galleryGone,
    });
  });
});
