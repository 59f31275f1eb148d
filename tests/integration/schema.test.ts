import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "@/lib/db/schema";
import { seedAdminAllowlist } from "@/lib/db/prepare";
import { openTestDatabase, usingRealPostgres, type TestDatabase } from "../support/test-db";
import { insertActivityEntry } from "../support/activity";

let handle: TestDatabase;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.dispose();
});

/** Postgres reports constraint failures on the error or its cause, depending on the driver. */
async function expectConstraintError(promise: Promise<unknown>, pattern: RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, "expected the database to refuse the write").not.toBeNull();
  const text = [error, (error as { cause?: unknown }).cause].map((e) => String((e as Error)?.message ?? e)).join(" | ");
  expect(text).toMatch(pattern);
}

describe(`schema on ${usingRealPostgres() ? "PostgreSQL" : "PGlite"}`, () => {
  it("creates every table of the data model", async () => {
    const rows = await handle.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = (Array.isArray(rows) ? rows : (rows as { rows: { table_name: string }[] }).rows).map(
      (r) => r.table_name,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        "activity_log",
        "admin_users",
        "enquiries",
        "gallery_images",
        "hero_videos",
        "menu_items",
        "menu_sections",
        "opening_times",
        "popups",
        "rate_limits",
        "special_hours",
      ]),
    );
  });

  it("stores menu prices as pounds with two decimals and cascades items with their section", async () => {
    const [section] = await handle.db
      .insert(t.menuSections)
      .values({ title: "Starters", slug: "starters", status: "published" })
      .returning();
    await handle.db.insert(t.menuItems).values([
      {
        sectionId: section!.id,
        name: "Seekh Kebab",
        price: 8.5,
        dietaryTags: ["spicy"],
        allergens: ["milk"],
        sortIndex: 1,
      },
      { sectionId: section!.id, name: "Samosa Chaat", price: 6.95, dietaryTags: ["vegetarian"], sortIndex: 0 },
    ]);
    const items = await handle.db
      .select()
      .from(t.menuItems)
      .where(eq(t.menuItems.sectionId, section!.id))
      .orderBy(asc(t.menuItems.sortIndex));
    expect(items.map((i) => [i.name, i.price, i.dietaryTags, i.allergens])).toEqual([
      ["Samosa Chaat", 6.95, ["vegetarian"], []],
      ["Seekh Kebab", 8.5, ["spicy"], ["milk"]],
    ]);
    await expectConstraintError(
      handle.db.insert(t.menuItems).values({ sectionId: section!.id, name: "Free", price: 0 }),
      /menu_items_price_positive/,
    );
    await expectConstraintError(
      handle.db.insert(t.menuSections).values({ title: "Again", slug: "starters" }),
      /menu_sections_slug_uniq/,
    );

    await handle.db.delete(t.menuSections).where(eq(t.menuSections.id, section!.id));
    const left = await handle.db.select().from(t.menuItems);
    expect(left).toHaveLength(0);
  });

  it("keeps one newsletter row per e-mail, whatever its case, but allows repeat enquiries", async () => {
    await handle.db.insert(t.enquiries).values({
      formType: "newsletter",
      status: "subscribed",
      name: "Amina",
      email: "Amina@Example.com",
      sourcePage: "home",
    });
    await expectConstraintError(
      handle.db.insert(t.enquiries).values({
        formType: "newsletter",
        status: "subscribed",
        name: "Amina K",
        email: "amina@example.com",
        sourcePage: "home",
      }),
      /enquiries_newsletter_email_uniq/,
    );
    const upsert = await handle.db
      .insert(t.enquiries)
      .values({
        formType: "newsletter",
        status: "subscribed",
        name: "Amina K",
        email: "amina@example.com",
        sourcePage: "home",
      })
      .onConflictDoNothing()
      .returning();
    expect(upsert).toHaveLength(0);

    await handle.db.insert(t.enquiries).values([
      {
        formType: "contact",
        status: "new",
        name: "Amina",
        email: "amina@example.com",
        message: "Hello",
        sourcePage: "contact",
      },
      {
        formType: "contact",
        status: "new",
        name: "Amina",
        email: "amina@example.com",
        message: "Again",
        sourcePage: "contact",
      },
    ]);
    const [row] = await handle.db
      .insert(t.enquiries)
      .values({
        formType: "reservation",
        status: "requested",
        name: "Bilal",
        email: "bilal@example.com",
        phone: "+44 7700 900123",
        preferredDate: "2026-12-24",
        preferredTime: "19:30",
        guests: 9,
        sourcePage: "reservations",
      })
      .returning();
    expect(row).toMatchObject({
      status: "requested",
      preferredDate: "2026-12-24",
      preferredTime: "19:30:00",
      guests: 9,
    });
  });

  it("orders opening times by weekday and refuses an impossible day", async () => {
    await handle.db.insert(t.openingTimes).values([
      { day: 7, openTime1: "13:00", closeTime1: "21:30" },
      { day: 1, isClosed: true },
      { day: 5, openTime1: "12:00", closeTime1: "15:00", openTime2: "17:00", closeTime2: "23:00" },
    ]);
    const rows = await handle.db.select().from(t.openingTimes).orderBy(asc(t.openingTimes.day));
    expect(rows.map((r) => [r.day, r.isClosed, r.openTime1, r.closeTime2])).toEqual([
      [1, true, null, null],
      [5, false, "12:00:00", "23:00:00"],
      [7, false, "13:00:00", null],
    ]);
    await expectConstraintError(handle.db.insert(t.openingTimes).values({ day: 8 }), /opening_times_day_range/);
    await expectConstraintError(handle.db.insert(t.openingTimes).values({ day: 1 }), /opening_times_day_uniq/);
  });

  it("stores special hours by date, one row per date", async () => {
    await handle.db.insert(t.specialHours).values({ date: "2026-12-25", isClosed: true, notes: "Christmas Day" });
    const [row] = await handle.db.select().from(t.specialHours).where(eq(t.specialHours.date, "2026-12-25"));
    expect(row).toMatchObject({ date: "2026-12-25", isClosed: true, notes: "Christmas Day" });
    await expectConstraintError(
      handle.db.insert(t.specialHours).values({ date: "2026-12-25" }),
      /special_hours_date_uniq/,
    );
  });

  it("holds the hero slide minimum of 3500 ms", async () => {
    await expectConstraintError(
      handle.db
        .insert(t.heroVideos)
        .values({ videoUrl: "/media/a.mp4", posterUrl: "/media/a.webp", transitionDuration: 3000 }),
      /hero_videos_transition_min/,
    );
    const [hero] = await handle.db
      .insert(t.heroVideos)
      .values({ videoUrl: "/media/a.mp4", posterUrl: "/media/a.webp" })
      .returning();
    expect(hero).toMatchObject({ transitionDuration: 5000, status: "draft", visible: true, storageKeys: [] });
  });

  it("stores popups with their pages, audience and frequency", async () => {
    const [popup] = await handle.db
      .insert(t.popups)
      .values({
        headline: "Winter menu",
        pages: ["/", "/menu"],
        audience: "new",
        frequency: "persistent",
        status: "published",
      })
      .returning();
    expect(popup).toMatchObject({
      pages: ["/", "/menu"],
      audience: "new",
      frequency: "persistent",
      dismissible: true,
      priority: 0,
    });
  });

  it("keeps the admin allowlist lower-cased and seeds it only while empty", async () => {
    await expectConstraintError(
      handle.db.insert(t.adminUsers).values({ email: "Chef@Example.com" }),
      /admin_users_email_lower/,
    );
    await seedAdminAllowlist(handle, ["Owner@Example.com", "owner@example.com", "manager@example.com"]);
    const first = await handle.db.select().from(t.adminUsers).orderBy(asc(t.adminUsers.email));
    expect(first.map((u) => [u.email, u.addedBy])).toEqual([
      ["manager@example.com", "ADMIN_EMAILS"],
      ["owner@example.com", "ADMIN_EMAILS"],
    ]);
    await seedAdminAllowlist(handle, ["someone-else@example.com"]);
    expect(await handle.db.select().from(t.adminUsers)).toHaveLength(2);
  });

  it("records activity with before/after JSON", async () => {
    const entry = await insertActivityEntry(handle.db, { entityId: "x", summary: "Price £8.50 → £9.00" });
    expect(entry).toMatchObject({ before: { price: 8.5 }, after: { price: 9 } });
  });

  it("counts rate-limit hits per key and window", async () => {
    const windowStart = new Date("2026-11-21T10:00:00Z");
    for (let i = 0; i < 3; i++) {
      await handle.db
        .insert(t.rateLimits)
        .values({ keyHash: "abc", windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [t.rateLimits.keyHash, t.rateLimits.windowStart],
          set: { count: sql`${t.rateLimits.count} + 1` },
        });
    }
    const [row] = await handle.db.select().from(t.rateLimits);
    expect(row?.count).toBe(3);
  });
});
