import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPublicGallery } from "@/features/gallery/queries";
import { readHeroSlides } from "@/features/hero-management/queries";
import { readMenuNextChange, readPublicMenu } from "@/features/menu/queries";
import { readActivePopups, readPopupsNextChange } from "@/features/popups/queries";
import * as t from "@/lib/db/schema";
import { openTestDatabase, type TestDatabase } from "../support/test-db";

const now = new Date("2026-03-10T12:00:00.000Z");
const asOf = now.toISOString();
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

let handle: TestDatabase;

beforeAll(async () => {
  handle = await openTestDatabase();
  const db = handle.db;
  const sections = await db
    .insert(t.menuSections)
    .values([
      { title: "Second", slug: "second", status: "published", sortIndex: 2 },
      { title: "First", slug: "first", status: "published", sortIndex: 1, description: "Starters" },
      { title: "Draft", slug: "draft", status: "draft", sortIndex: 0 },
      { title: "Hidden", slug: "hidden", status: "published", visible: false, sortIndex: 0 },
      { title: "Future", slug: "future", status: "published", sortIndex: 0, publishAt: minutes(1) },
      { title: "Expired", slug: "expired", status: "published", sortIndex: 0, unpublishAt: now },
      {
        title: "Just live",
        slug: "just-live",
        status: "published",
        sortIndex: 3,
        publishAt: now,
        unpublishAt: minutes(60),
      },
      { title: "Empty", slug: "empty", status: "published", sortIndex: 4 },
    ])
    .returning({ id: t.menuSections.id, slug: t.menuSections.slug });
  const id = (slug: string) => sections.find((s) => s.slug === slug)!.id;
  const item = (sectionId: string, name: string, extra: Partial<typeof t.menuItems.$inferInsert> = {}) => ({
    sectionId,
    name,
    price: 9.5,
    status: "published" as const,
    ...extra,
  });
  await db
    .insert(t.menuItems)
    .values([
      item(id("first"), "B item", { sortIndex: 2, dietaryTags: ["vegan", ""], allergens: ["soya", ""] }),
      item(id("first"), "A item", { sortIndex: 1, isSpecial: true }),
      item(id("first"), "Draft item", { status: "draft" }),
      item(id("first"), "Hidden item", { visible: false }),
      item(id("first"), "Future item", { publishAt: minutes(1) }),
      item(id("first"), "Expired item", { unpublishAt: now }),
      item(id("second"), "Second item"),
      item(id("draft"), "In draft section"),
      item(id("hidden"), "In hidden section"),
      item(id("future"), "In future section"),
      item(id("expired"), "In expired section"),
      item(id("just-live"), "Just live item"),
    ]);

  await db.insert(t.galleryImages).values([
    {
      title: "Two",
      category: "Food",
      imageWebp: "/media/g/2.webp",
      imageAvif: "/media/g/2.avif",
      width: 800,
      height: 600,
      status: "published",
      sortIndex: 2,
    },
    { title: "One", category: "interior", imageWebp: "/media/g/1.webp", status: "published", sortIndex: 1 },
    { title: "Draft", imageWebp: "/media/g/d.webp", status: "draft" },
    { title: "Hidden", imageWebp: "/media/g/h.webp", status: "published", visible: false },
    {
      title: "Clip",
      category: "food",
      mediaType: "video",
      videoUrl: "/media/g/c.mp4",
      videoWebm: "/media/g/c.webm",
      status: "published",
      sortIndex: 3,
    },
  ]);

  await db.insert(t.heroVideos).values([
    {
      videoUrl: "/media/hero/b.mp4",
      posterUrl: "/media/hero/b.webp",
      status: "published",
      sortIndex: 2,
      transitionDuration: 6000,
    },
    {
      videoUrl: "/media/hero/a.mp4",
      videoWebm: "/media/hero/a.webm",
      posterUrl: "/media/hero/a1b2.webp",
      storageKeys: ["hero/a1b2.webp", "hero/a1b2.avif", "hero/a1b2-thumb.webp"],
      status: "published",
      sortIndex: 1,
    },
    { videoUrl: "/media/hero/d.mp4", posterUrl: "/media/hero/d.webp", status: "draft" },
    { videoUrl: "/media/hero/h.mp4", posterUrl: "/media/hero/h.webp", status: "published", visible: false },
  ]);

  await db.insert(t.popups).values([
    { headline: "Low", status: "published", priority: 1, pages: ["/"], createdAt: minutes(-10) },
    { headline: "High old", status: "published", priority: 5, pages: ["/"], createdAt: minutes(-30) },
    {
      headline: "High new",
      status: "published",
      priority: 5,
      pages: ["/", ""],
      createdAt: minutes(-20),
      bodyRichtext: '<p>Hi<img src=x onerror="alert(1)"></p>',
      ctaLabel: "Go",
      ctaUrl: "javascript:alert(1)",
    },
    { headline: "Draft", status: "draft", priority: 99 },
    { headline: "Not started", status: "published", priority: 99, startAt: minutes(1) },
    { headline: "Ended", status: "published", priority: 99, endAt: minutes(-1) },
    {
      headline: "Ends now",
      status: "published",
      priority: 0,
      startAt: minutes(-60),
      endAt: now,
      ctaLabel: "Book",
      ctaUrl: "/reservations",
    },
  ]);
});

afterAll(async () => {
  await handle?.dispose();
});

describe("getPublicMenu visibility and order", () => {
  it("keeps only published, visible sections and items inside their window, by sort_index", async () => {
    const menu = await readPublicMenu(asOf, handle.db);
    expect(menu.map((c) => [c.label, c.slug, c.items.map((i) => i.name)])).toEqual([
      ["01", "first", ["A item", "B item"]],
      ["02", "second", ["Second item"]],
      ["03", "just-live", ["Just live item"]],
    ]);
    const first = menu[0]!;
    expect(first).toMatchObject({ title: "First", description: "Starters", number: 1 });
    expect(first.items[0]).toMatchObject({ isSpecial: true, price: 9.5 });
    expect(first.items[1]).toMatchObject({ dietaryTags: ["vegan"], allergens: ["soya"] });
  });

  it("a scheduled section appears once its minute comes, with no edit", async () => {
    const later = await readPublicMenu(minutes(1).toISOString(), handle.db);
    expect(later.map((c) => c.slug)).toContain("future");
    const muchLater = await readPublicMenu(minutes(60).toISOString(), handle.db);
    expect(muchLater.map((c) => c.slug)).not.toContain("just-live");
  });

  it("the cached menu lasts until the next publish or unpublish of something a guest could see", async () => {
    // "Future" (section and item) publish in a minute; drafts and hidden rows never count.
    expect(await readMenuNextChange(now, handle.db)).toEqual(minutes(1));
    // After that, "Just live" closes at the hour; then nothing is scheduled.
    expect(await readMenuNextChange(minutes(1), handle.db)).toEqual(minutes(60));
    expect(await readMenuNextChange(minutes(60), handle.db)).toBeNull();
  });

  it("rejects a malformed time instead of reading everything", async () => {
    await expect(readPublicMenu("not a time", handle.db)).rejects.toThrow();
  });
});

describe("getPublicGallery", () => {
  it("published and visible only, by sort_index, categories lower-cased", async () => {
    const items = await readPublicGallery(handle.db);
    expect(items.map((i) => [i.title, i.kind, i.category])).toEqual([
      ["One", "image", "interior"],
      ["Two", "image", "food"],
      ["Clip", "video", "food"],
    ]);
    expect(items[1]).toMatchObject({ avif: "/media/g/2.avif", webp: "/media/g/2.webp", width: 800, height: 600 });
  });
});

describe("getHeroSlides", () => {
  it("published and visible only, by sort_index, with durations and the poster's AVIF twin", async () => {
    const slides = await readHeroSlides(handle.db);
    expect(slides.map((s) => s.mp4)).toEqual(["/media/hero/a.mp4", "/media/hero/b.mp4"]);
    expect(slides[0]).toMatchObject({
      webm: "/media/hero/a.webm",
      posterAvif: "/media/hero/a1b2.avif",
      duration: 5000,
    });
    expect(slides[1]).toMatchObject({ webm: null, posterAvif: null, duration: 6000 });
  });
});

describe("getActivePopups", () => {
  it("published and inside start/end (inclusive), priority desc then newest", async () => {
    const popups = await readActivePopups(asOf, handle.db);
    expect(popups.map((p) => p.headline)).toEqual(["High new", "High old", "Low", "Ends now"]);
  });

  it("sanitises the body, drops unsafe links and empty pages", async () => {
    const [top] = await readActivePopups(asOf, handle.db);
    expect(top!.bodyHtml).toBe("<p>Hi</p>");
    expect(top!.ctaUrl).toBeNull();
    expect(top!.ctaLabel).toBeNull();
    expect(top!.pages).toEqual(["/"]);
    const endsNow = (await readActivePopups(asOf, handle.db)).at(-1)!;
    expect(endsNow).toMatchObject({ ctaLabel: "Book", ctaUrl: "/reservations" });
  });

  it("the cached popups last until a published popup starts or ends", async () => {
    const next = await readPopupsNextChange(now, handle.db);
    expect(next).not.toBeNull();
    expect(next!.getTime()).toBeGreaterThan(now.getTime());
    // Nothing in the list changes between now and that moment.
    const justBefore = new Date(next!.getTime() - 1);
    expect((await readActivePopups(justBefore.toISOString(), handle.db)).map((p) => p.id)).toEqual(
      (await readActivePopups(asOf, handle.db)).map((p) => p.id),
    );
    expect((await readActivePopups(next!.toISOString(), handle.db)).map((p) => p.id)).not.toEqual(
      (await readActivePopups(asOf, handle.db)).map((p) => p.id),
    );
  });

  it("an ended popup disappears the minute after its end_at", async () => {
    const next = await readActivePopups(minutes(1).toISOString(), handle.db);
    expect(next.map((p) => p.headline)).not.toContain("Ends now");
    expect(next.map((p) => p.headline)).toContain("Not started");
  });
});
