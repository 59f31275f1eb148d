import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { ADMIN_ACTION_MESSAGES, createAdminAction } from "@/lib/actions/admin-action-core";
import { MEDIA_ACTION_MESSAGES } from "@/features/media/changes";
import { readAdminHero } from "@/features/media/admin-queries";
import { readHeroSlides } from "@/features/hero-management/queries";
import { activityLog, galleryImages, heroVideos, popups } from "@/lib/db/schema";
import { findOrphans, referencedKeys } from "@/features/media/references";
import { ALT_REQUIRED_TO_PUBLISH, HERO_FILE_MESSAGES } from "@/features/media/schema";
import { withMediaActions } from "../support/media-harness";

const { database, store, updateTag, adminAction, gallery, hero, storedImage, storedVideo, token, exists, addPhoto } =
  withMediaActions();

describe("hero actions", () => {
  it("creates a hero video from MP4, optional WebM and a poster; enforces 3500 ms and alt text to publish", async () => {
    const [mp4, webm, poster] = [
      await storedVideo("mp4", "hero"),
      await storedVideo("webm", "hero"),
      await storedImage("hero"),
    ];
    const base = {
      mp4: token(mp4),
      webm: token(webm),
      poster: token(poster),
      status: "published" as const,
      visible: true,
    };
    expect(
      await adminAction(hero.createHeroVideo)({ ...base, altText: "Dining room at dusk", slideSeconds: 3 }),
    ).toMatchObject({ ok: false, fieldErrors: { slideSeconds: ["Each slide shows for at least 3.5 seconds."] } });
    expect(await adminAction(hero.createHeroVideo)({ ...base, altText: "", slideSeconds: 5 })).toMatchObject({
      ok: false,
      fieldErrors: { altText: [ALT_REQUIRED_TO_PUBLISH] },
    });
    expect(
      await adminAction(hero.createHeroVideo)({ ...base, mp4: token(webm), altText: "x", slideSeconds: 5 }),
    ).toEqual({ ok: false, error: MEDIA_ACTION_MESSAGES.expiredUpload });

    const created = await adminAction(hero.createHeroVideo)({
      ...base,
      altText: "Dining room at dusk",
      slideSeconds: 4,
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.data).toMatchObject({
      posterWidth: 1200,
      posterHeight: 800,
      storageKeys: [...mp4.storageKeys, ...webm.storageKeys, ...poster.storageKeys],
    });
    const slides = await readHeroSlides(database.db);
    expect(slides.at(-1)).toMatchObject({
      id: created.data.id,
      duration: 4000,
      alt: "Dining room at dusk",
      posterAvif: poster.kind === "image" ? poster.imageAvif : "",
    });
  });

  it("adds a still slide from a poster alone, refuses a slide with no files, and the public read shows it without a video", async () => {
    const nothing = await adminAction(hero.createHeroVideo)({
      altText: "Nothing",
      slideSeconds: 5,
      status: "draft",
      visible: true,
    });
    expect(nothing).toMatchObject({ ok: false, fieldErrors: { poster: [HERO_FILE_MESSAGES.nothing] } });
    const posterless = await adminAction(hero.createHeroVideo)({
      mp4: token(await storedVideo("mp4", "hero")),
      altText: "No poster",
      slideSeconds: 5,
      status: "draft",
      visible: true,
    });
    expect(posterless).toMatchObject({ ok: false, fieldErrors: { poster: [HERO_FILE_MESSAGES.poster] } });

    const poster = await storedImage("hero");
    const still = await adminAction(hero.createHeroVideo)({
      poster: token(poster),
      altText: "The terrace at sunset",
      slideSeconds: 6,
      status: "published",
      visible: true,
    });
    expect(still.ok).toBe(true);
    if (!still.ok) return;
    expect(still.data).toMatchObject({
      videoUrl: null,
      videoWebm: null,
      transitionDuration: 6000,
      storageKeys: poster.storageKeys,
    });
    expect((await readHeroSlides(database.db)).find((s) => s.id === still.data.id)).toMatchObject({
      mp4: null,
      webm: null,
      duration: 6000,
      alt: "The terrace at sunset",
    });
    expect((await readAdminHero(database.db)).find((v) => v.id === still.data.id)).toMatchObject({ mp4: null });
    const [log] = await database.db.select().from(activityLog).where(eq(activityLog.entityId, still.data.id));
    expect(log?.summary).toBe("Added a hero still slide (“The terrace at sunset”, published)");
    expect((await adminAction(hero.deleteHeroVideo)({ id: still.data.id })).ok).toBe(true);
  });

  it("updates, reorders and deletes (with files)", async () => {
    const made: (typeof heroVideos.$inferSelect)[] = [];
    for (const alt of ["First", "Second"]) {
      const r = await adminAction(hero.createHeroVideo)({
        mp4: token(await storedVideo("mp4", "hero")),
        poster: token(await storedImage("hero")),
        altText: alt,
        slideSeconds: 5,
        status: "draft",
        visible: true,
      });
      if (!r.ok) throw new Error(r.error);
      made.push(r.data);
    }
    const updated = await adminAction(hero.updateHeroVideo)({
      id: made[0]!.id,
      altText: "First, edited",
      slideSeconds: 8.5,
      status: "draft",
      visible: false,
    });
    expect(updated.ok && updated.data).toMatchObject({
      altText: "First, edited",
      transitionDuration: 8500,
      visible: false,
    });

    const ids = (await readAdminHero(database.db)).map((v) => v.id);
    const moved = [made[1]!.id, ...ids.filter((id) => id !== made[1]!.id)];
    expect((await adminAction(hero.reorderHeroVideos)({ ids: moved })).ok).toBe(true);
    expect((await readAdminHero(database.db))[0]?.id).toBe(made[1]!.id);

    expect((await adminAction(hero.deleteHeroVideo)({ id: made[1]!.id })).ok).toBe(true);
    for (const key of made[1]!.storageKeys) expect(await exists(key)).toBe(false);
    expect(await database.db.select().from(heroVideos).where(eq(heroVideos.id, made[1]!.id))).toEqual([]);
    expect(await adminAction(hero.deleteHeroVideo)({ id: made[1]!.id })).toEqual({
      ok: false,
      error: MEDIA_ACTION_MESSAGES.heroGone,
    });
  });
});

describe("orphan check", () => {
  it("counts keys used by gallery items, hero videos and popups, and lists the rest of storage", async () => {
    // The gallery tests (their own file) leave a popup holding this key; this file makes its own.
    const popupKey = "gallery/popup-uses-this.webp";
    await store.put(popupKey, new Uint8Array([1]), "image/webp");
    await database.db.insert(popups).values({ headline: "Offer", pages: ["/"], storageKeys: [popupKey] });
    const used = await referencedKeys(database.db);
    expect(used.has("gallery/popup-uses-this.webp")).toBe(true);
    const [heroRow] = await database.db.select().from(heroVideos);
    for (const key of heroRow!.storageKeys) expect(used.has(key)).toBe(true);
    await store.put("gallery/left-behind.webp", new Uint8Array([1]), "image/webp");
    const orphans = findOrphans(await store.list(), used);
    expect(orphans).toContain("gallery/left-behind.webp");
    expect(orphans.some((k) => used.has(k))).toBe(false);
  });
});

describe("without an admin session", () => {
  it("every gallery and hero action is refused, and nothing is stored, changed or logged", async () => {
    const { row: photo } = await addPhoto("Refusal check photo");
    const heroBefore = await database.db.select().from(heroVideos);
    const galleryBefore = await database.db.select().from(galleryImages);
    const logBefore = (await database.db.select().from(activityLog)).length;
    const keysBefore = (await store.list()).sort();
    const mp4 = await storedVideo("mp4", "hero");
    const poster = await storedImage("hero");
    const keysWithUploads = (await store.list()).sort();

    // Inputs that pass validation, so each refusal is the session check's.
    const heroId = heroBefore[0]?.id ?? photo.id;
    const attempts: [string, (input: never) => Promise<{ ok: boolean; error?: string }>, unknown][] = [];
    for (const verdict of [
      { kind: "signed-out" } as const,
      { kind: "not-admin", email: "guest@example.com" } as const,
    ]) {
      const refused = createAdminAction({
        verify: async () => verdict,
        getDb: async () => database.db,
        updateTag,
        logError: vi.fn(),
      });
      attempts.push(
        [
          "gallery.addGalleryItem",
          refused(gallery.addGalleryItem),
          { token: token(await storedImage()), title: "Sneaky", category: "food" },
        ],
        [
          "gallery.updateGalleryItem",
          refused(gallery.updateGalleryItem),
          { id: photo.id, title: "Changed", altText: "Changed", category: "food", status: "published", visible: false },
        ],
        ["gallery.setGalleryPoster", refused(gallery.setGalleryPoster), { id: photo.id, token: token(poster) }],
        ["gallery.reorderGallery", refused(gallery.reorderGallery), { ids: galleryBefore.map((g) => g.id).reverse() }],
        ["gallery.bulkGalleryAction", refused(gallery.bulkGalleryAction), { ids: [photo.id], operation: "delete" }],
        [
          "hero.createHeroVideo",
          refused(hero.createHeroVideo),
          {
            altText: "Sneaky",
            slideSeconds: 5,
            status: "published",
            visible: true,
            mp4: token(mp4),
            poster: token(poster),
          },
        ],
        [
          "hero.updateHeroVideo",
          refused(hero.updateHeroVideo),
          { id: heroId, altText: "Changed", slideSeconds: 4, status: "draft", visible: false },
        ],
        ["hero.reorderHeroVideos", refused(hero.reorderHeroVideos), { ids: heroBefore.map((h) => h.id).reverse() }],
        ["hero.deleteHeroVideo", refused(hero.deleteHeroVideo), { id: heroId }],
      );
    }
    for (const [name, action, input] of attempts) {
      const result = await action(input as never);
      expect(result, name).toMatchObject({ ok: false, error: ADMIN_ACTION_MESSAGES.notAuthorised });
    }

    expect(await database.db.select().from(galleryImages)).toEqual(galleryBefore);
    expect(await database.db.select().from(heroVideos)).toEqual(heroBefore);
    expect((await database.db.select().from(activityLog)).length).toBe(logBefore);
    // Only the stand-in uploads made for the attempts exist beyond what was there before: no file was deleted.
    expect((await store.list()).filter((k) => keysBefore.includes(k)).sort()).toEqual(keysBefore);
    expect(keysWithUploads.length).toBeGreaterThan(keysBefore.length);
  });
});
