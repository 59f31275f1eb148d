import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCampaign } from "@/features/newsletter/admin-queries";
import { seedDemoContentIfEmpty } from "@/lib/db/seed";
import * as t from "@/lib/db/schema";
import { DIETARY_TAG_VALUES, UK_ALLERGEN_VALUES } from "@/lib/db/schema/menu-vocabulary";
import type { StorageDriver } from "@/lib/storage/driver";
import { detectImageType, detectVideoType } from "@/lib/storage/image-variants";
import { createLocalStorage } from "@/lib/storage/local";
import { addDays, londonDateOf } from "@/lib/time/london";
import { openTestDatabase, type TestDatabase } from "../support/test-db";

// A fixed "now" so dates are predictable; mid-March keeps the private event clear of Christmas.
const now = new Date("2026-03-10T10:00:00Z");

let handle: TestDatabase;
let storage: StorageDriver;
let mediaRoot: string;
let seeded: boolean;
let seedSeconds: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  mediaRoot = await mkdtemp(path.join(os.tmpdir(), "seed-media-"));
  storage = createLocalStorage(mediaRoot);
  const started = performance.now();
  seeded = await seedDemoContentIfEmpty(handle.db, { storage, now });
  seedSeconds = (performance.now() - started) / 1000;
  console.info(`[seed] demo content seeded in ${seedSeconds.toFixed(1)} s`);
});

afterAll(async () => {
  await handle?.dispose();
  if (mediaRoot) await rm(mediaRoot, { recursive: true, force: true });
});

async function expectStoredFile(key: string, kind: "image" | "video") {
  const file = await storage.get(key);
  expect(file, `missing stored file ${key}`).not.toBeNull();
  const type = kind === "image" ? detectImageType(file!.data) : detectVideoType(file!.data);
  expect(type, `${key} is not a real ${kind}`).not.toBeNull();
  return type;
}

describe("seedDemoContentIfEmpty on an empty database", () => {
  it("seeds, and stays within the time budget", () => {
    expect(seeded).toBe(true);
    // The pictures are copied pre-made (a few seconds); making them again takes about a minute.
    // Generous: CI has two cores and runs two test files at once.
    expect(seedSeconds).toBeLessThan(30);
  });

  it("fills the guest book with a few guests whose past visits are all linked, and nothing waiting for staff", async () => {
    const guests = await handle.db.select().from(t.guests);
    expect(guests.length).toBeGreaterThanOrEqual(3);
    const rows = await handle.db.select().from(t.enquiries);
    expect(rows.every((r) => r.guestId !== null)).toBe(true);
    // Past visits only: no request or new message waits, and no future slot loses covers.
    expect(rows.filter((r) => r.status === "requested" || r.status === "new")).toEqual([]);
    expect(rows.filter((r) => r.preferredDate && r.preferredDate >= londonDateOf(now))).toEqual([]);
    // Newsletter sign-ups are settled facts too: subscribed, or unsubscribed with the guest's consent withdrawn.
    const signUps = rows.filter((r) => r.formType === "newsletter");
    expect(signUps.length).toBeGreaterThanOrEqual(3);
    const consent = new Map(guests.map((g) => [g.id, g.marketingConsent]));
    for (const r of signUps) expect(consent.get(r.guestId!)).toBe(r.status === "subscribed");
  });

  it("creates a published menu of at least six live sections and thirty items", async () => {
    const sections = await handle.db.select().from(t.menuSections).orderBy(asc(t.menuSections.sortIndex));
    const live = sections.filter(
      (s) => s.status === "published" && s.visible && (!s.publishAt || s.publishAt <= now) && !s.unpublishAt,
    );
    expect(live.length).toBeGreaterThanOrEqual(6);
    expect(new Set(sections.map((s) => s.slug)).size).toBe(sections.length);
    for (const s of sections) expect(s.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);

    const items = await handle.db.select().from(t.menuItems);
    const liveIds = new Set(live.map((s) => s.id));
    const liveItems = items.filter((i) => liveIds.has(i.sectionId) && i.status === "published" && i.visible);
    expect(liveItems.length).toBeGreaterThanOrEqual(30);
    for (const s of live)
      expect(
        liveItems.some((i) => i.sectionId === s.id),
        `${s.title} has no items`,
      ).toBe(true);

    const specials = liveItems.filter((i) => i.isSpecial);
    expect(specials.length).toBeGreaterThanOrEqual(4);
    expect(specials.length).toBeLessThanOrEqual(6);

    const tags = new Set<string>(DIETARY_TAG_VALUES);
    const allergens = new Set<string>(UK_ALLERGEN_VALUES);
    for (const item of items) {
      expect(item.price).toBeGreaterThan(0);
      expect(Number.isFinite(item.price)).toBe(true);
      for (const tag of item.dietaryTags) expect(tags.has(tag), `${item.name}: unknown tag ${tag}`).toBe(true);
      for (const a of item.allergens) expect(allergens.has(a), `${item.name}: unknown allergen ${a}`).toBe(true);
      expect(item.description ?? "").not.toContain("!");
    }
  });

  it("schedules one published section to go live in a fortnight", async () => {
    const sections = await handle.db.select().from(t.menuSections);
    const future = sections.filter((s) => s.publishAt && s.publishAt > now);
    expect(future).toHaveLength(1);
    expect(future[0]!.status).toBe("published");
    expect(future[0]!.publishAt!.getTime() - now.getTime()).toBe(14 * 24 * 60 * 60 * 1000);
    const items = await handle.db
      .select()
      .from(t.menuItems)
      .where(sql`${t.menuItems.sectionId} = ${future[0]!.id}`);
    expect(items.length).toBeGreaterThan(0);
  });

  it("sets weekly hours: Monday closed, two periods on Friday and Saturday", async () => {
    const rows = await handle.db.select().from(t.openingTimes).orderBy(asc(t.openingTimes.day));
    expect(rows.map((r) => r.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const closed = rows.filter((r) => r.isClosed);
    expect(closed.map((r) => r.day)).toEqual([1]);
    const twoPeriods = rows.filter((r) => r.openTime2 && r.closeTime2);
    expect(twoPeriods.map((r) => r.day)).toEqual([5, 6]);
    expect(rows.find((r) => r.day === 2)).toMatchObject({ openTime1: "17:00:00", closeTime1: "22:00:00" });
    expect(rows.find((r) => r.day === 5)).toMatchObject({
      openTime1: "12:00:00",
      closeTime1: "15:00:00",
      openTime2: "17:00:00",
      closeTime2: "23:00:00",
    });
    expect(rows.find((r) => r.day === 7)).toMatchObject({ openTime1: "13:00:00", closeTime1: "21:30:00" });
  });

  it("adds a private event ten days out and Christmas Day, both closed", async () => {
    const rows = await handle.db.select().from(t.specialHours).orderBy(asc(t.specialHours.date));
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual(
      expect.objectContaining({ date: addDays(londonDateOf(now), 10), isClosed: true, notes: "Private event" }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ date: "2026-12-25", isClosed: true, notes: "Christmas Day" }),
    );
  });

  it("fills the gallery with real, stored WebP/AVIF images in several categories, plus a video", async () => {
    const rows = await handle.db.select().from(t.galleryImages).orderBy(asc(t.galleryImages.sortIndex));
    const images = rows.filter((r) => r.mediaType === "image");
    expect(images.length).toBeGreaterThanOrEqual(12);
    expect(new Set(images.map((r) => r.category)).size).toBeGreaterThanOrEqual(3);
    for (const c of images.map((r) => r.category)) expect(["food", "interior", "drinks", "events"]).toContain(c);
    expect(rows.map((r) => r.sortIndex)).toEqual(rows.map((_, i) => i));

    for (const img of images) {
      expect(img.status).toBe("published");
      expect(img.visible).toBe(true);
      expect(img.title.length).toBeGreaterThan(0);
      expect(img.altText.length).toBeGreaterThan(20);
      expect(img.width).toBeGreaterThan(0);
      expect(img.height).toBeGreaterThan(0);
      expect(img.imageUrl).toBe(img.imageWebp);
      expect(img.storageKeys).toHaveLength(4);
      for (const key of img.storageKeys) {
        expect(key.startsWith("gallery/")).toBe(true);
        expect(
          img.imageWebp === `/media/${key}` ||
            img.imageAvif === `/media/${key}` ||
            img.thumbnailUrl === `/media/${key}` ||
            img.thumbnailAvif === `/media/${key}`,
        ).toBe(true);
      }
      const webpKey = img.imageWebp!.replace(/^\/media\//, "");
      const avifKey = img.imageAvif!.replace(/^\/media\//, "");
      expect(await expectStoredFile(webpKey, "image")).toBe("image/webp");
      expect(await expectStoredFile(avifKey, "image")).toBe("image/avif");
      expect(await expectStoredFile(img.thumbnailUrl!.replace(/^\/media\//, ""), "image")).toBe("image/webp");
      expect(await expectStoredFile(img.thumbnailAvif!.replace(/^\/media\//, ""), "image")).toBe("image/avif");
    }
    expect(images.some((r) => r.height! > r.width!)).toBe(true);
    expect(images.some((r) => r.width! > r.height!)).toBe(true);

    const videos = rows.filter((r) => r.mediaType === "video");
    expect(videos).toHaveLength(1);
    const video = videos[0]!;
    expect(video.status).toBe("published");
    expect(await expectStoredFile(video.videoUrl!.replace(/^\/media\//, ""), "video")).toBe("video/mp4");
    expect(await expectStoredFile(video.videoWebm!.replace(/^\/media\//, ""), "video")).toBe("video/webm");
    expect(await expectStoredFile(video.videoThumbnail!.replace(/^\/media\//, ""), "image")).toBe("image/webp");
  });

  it("adds two published hero videos with stored files and a 1920x1080 poster", async () => {
    const rows = await handle.db.select().from(t.heroVideos).orderBy(asc(t.heroVideos.sortIndex));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.sortIndex)).toEqual([0, 1]);
    for (const hero of rows) {
      expect(hero.status).toBe("published");
      expect(hero.visible).toBe(true);
      expect(hero.transitionDuration).toBe(6000);
      expect(hero.altText.length).toBeGreaterThan(20);
      expect([hero.posterWidth, hero.posterHeight]).toEqual([1920, 1080]);
      for (const key of hero.storageKeys) expect(key.startsWith("hero/")).toBe(true);
      // MP4, WebM and the poster's four image files (WebP, AVIF and their thumbnails).
      expect(hero.storageKeys).toHaveLength(6);
      expect(await expectStoredFile(hero.videoUrl!.replace(/^\/media\//, ""), "video")).toBe("video/mp4");
      expect(await expectStoredFile(hero.videoWebm!.replace(/^\/media\//, ""), "video")).toBe("video/webm");
      expect(await expectStoredFile(hero.posterUrl.replace(/^\/media\//, ""), "image")).toBe("image/webp");
    }
    expect(rows[0]!.videoUrl).not.toBe(rows[1]!.videoUrl);
  });

  it("adds one popup for the home page, live now", async () => {
    const rows = await handle.db.select().from(t.popups);
    expect(rows).toHaveLength(1);
    const popup = rows[0]!;
    expect(popup).toMatchObject({
      status: "published",
      pages: ["/"],
      audience: "everyone",
      frequency: "session",
      priority: 10,
      ctaLabel: "Reserve a Table",
      ctaUrl: "/reservations",
      dismissible: true,
    });
    expect(popup.startAt!.getTime()).toBeLessThan(now.getTime());
    expect(popup.endAt!.getTime()).toBeGreaterThan(now.getTime());
    expect(popup.bodyRichtext).toMatch(/^<p>/);
    expect(popup.bodyRichtext).not.toMatch(/<script|on\w+=/i);
  });

  it("does nothing the second time", async () => {
    const count = async () => {
      const [row] = await handle.db
        .execute<{ n: number }>(
          sql`select
        (select count(*) from menu_sections) + (select count(*) from menu_items) + (select count(*) from gallery_images)
        + (select count(*) from hero_videos) + (select count(*) from popups) + (select count(*) from special_hours) as n`,
        )
        .then((r) => (Array.isArray(r) ? r : (r as unknown as { rows: { n: number }[] }).rows));
      return Number(row?.n);
    };
    const before = await count();
    const filesBefore = (await storage.list()).length;
    expect(await seedDemoContentIfEmpty(handle.db, { storage, now })).toBe(false);
    expect(await count()).toBe(before);
    expect((await storage.list()).length).toBe(filesBefore);
  });

  it("seats each demo booking that holds a table, the party of eight at two four-tops pushed together", async () => {
    const held = await handle.db
      .select({ id: t.enquiries.id, guests: t.enquiries.guests, table: t.restaurantTables.name })
      .from(t.enquiries)
      .leftJoin(t.bookingTables, sql`${t.bookingTables.enquiryId} = ${t.enquiries.id}`)
      .leftJoin(t.restaurantTables, sql`${t.restaurantTables.id} = ${t.bookingTables.tableId}`)
      .where(sql`${t.enquiries.formType} = 'reservation' and ${t.enquiries.status} in ('confirmed', 'seated')`);
    expect(held.length).toBeGreaterThan(3);
    expect(held.filter((r) => r.table === null)).toEqual([]);
    expect(
      held
        .filter((r) => r.guests === 8)
        .map((r) => r.table)
        .sort(),
    ).toEqual(["M1", "M2"]);
    const noShows = await handle.db
      .select({ id: t.bookingTables.enquiryId })
      .from(t.bookingTables)
      .innerJoin(t.enquiries, sql`${t.enquiries.id} = ${t.bookingTables.enquiryId}`)
      .where(sql`${t.enquiries.status} = 'no_show'`);
    expect(noShows).toEqual([]);
  });

  it("creates one sent newsletter and one draft", async () => {
    const campaigns = await handle.db.select().from(t.newsletterCampaigns);
    expect(campaigns.map((c) => c.status).sort()).toEqual(["draft", "sent"]);
    const sent = campaigns.find((c) => c.status === "sent")!;
    expect(sent.finishedAt!.getTime()).toBeLessThan(now.getTime());
    expect(sent.bodyHtml).toContain('<a href="/menu">');

    // It went to the subscribers of the time, each once, delivered: its page counts them as sent.
    const summary = await readCampaign(handle.db, sent.id);
    const before = (await handle.db.select().from(t.enquiries)).filter(
      (r) =>
        r.formType === "newsletter" &&
        r.createdAt < sent.startedAt! &&
        (r.status === "subscribed" || r.updatedAt > sent.startedAt!),
    );
    expect(summary!.counts.recipients).toBe(before.length);
    expect(summary!.counts).toMatchObject({ sent: before.length, failed: 0, waiting: 0, skipped: 0 });
    expect(summary!.counts.sent).toBeGreaterThan(0);
    expect(summary!.counts.unsubscribedSince).toBe(before.filter((r) => r.status === "unsubscribed").length);
    const draft = campaigns.find((c) => c.status === "draft")!;
    expect((await readCampaign(handle.db, draft.id))!.counts.recipients).toBe(0);
  });
});
