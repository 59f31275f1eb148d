import { describe, expect, it } from "vitest";
import { count, desc, eq } from "drizzle-orm";
import { ADMIN_ACTION_MESSAGES, createAdminAction, type AdminVerdictLike } from "@/lib/actions/admin-action-core";
import { readPublicMenu } from "@/features/menu/queries";
import { getAdminMenu } from "@/features/menu/admin-queries";
import { activityLog, menuItems, menuSections } from "@/lib/db/schema";
import { menuActions } from "@/features/menu/changes";
import { MENU_MESSAGES, type MenuItemFormInput, type MenuSectionFormInput } from "@/features/menu/schema";
import { NOT_ADMIN, SIGNED_OUT, depsAs, withTestDatabase } from "../support/admin-harness";

const database = withTestDatabase();

function actionsFor(verdict: AdminVerdictLike) {
  const deps = depsAs(verdict, () => database.db);
  const wrap = createAdminAction(deps);
  const d = menuActions();
  return {
    deps,
    saveMenuSection: wrap(d.saveMenuSection),
    deleteMenuSection: wrap(d.deleteMenuSection),
    reorderMenuSections: wrap(d.reorderMenuSections),
    saveMenuItem: wrap(d.saveMenuItem),
    deleteMenuItem: wrap(d.deleteMenuItem),
    reorderMenuItems: wrap(d.reorderMenuItems),
    bulkUpdateMenu: wrap(d.bulkUpdateMenu),
  };
}

const admin = actionsFor({ kind: "admin", email: "chef@example.com", role: "owner" });
const section = (title: string, extra: Partial<MenuSectionFormInput> = {}): MenuSectionFormInput => ({
  title,
  slug: "",
  description: "",
  status: "published" as const,
  visible: true,
  publishAt: "",
  unpublishAt: "",
  ...extra,
});
const dish = (sectionId: string, name: string, extra: Partial<MenuItemFormInput> = {}): MenuItemFormInput => ({
  sectionId,
  name,
  price: "9.5",
  description: "",
  isSpecial: false,
  dietaryTags: [],
  customDietaryTags: "",
  allergens: [],
  status: "published" as const,
  visible: true,
  publishAt: "",
  unpublishAt: "",
  ...extra,
});

async function lastLog() {
  const [row] = await database.db.select().from(activityLog).orderBy(desc(activityLog.createdAt)).limit(1);
  return row!;
}

async function logCount() {
  const [row] = await database.db.select({ n: count() }).from(activityLog);
  return row!.n;
}

function ok<T>(result: { ok: true; data: T } | { ok: false; error: string }): T {
  if (!result.ok) throw new Error(`expected success, got: ${result.error}`);
  return result.data;
}

describe("menu admin actions", () => {
  it("refuses a dietary claim its allergens contradict, and never shows guests one saved before the check", async () => {
    const desserts = ok(await admin.saveMenuSection(section("Claims desserts")));
    try {
      const before = await logCount();
      const refused = await admin.saveMenuItem(
        dish(desserts.id, "Pistachio kulfi", {
          dietaryTags: ["nut-free", "vegetarian"],
          allergens: ["tree-nuts", "milk"],
        }),
      );
      expect(refused.ok).toBe(false);
      expect(refused.ok ? null : refused.fieldErrors?.dietaryTags?.[0]).toBe(
        "“Nut-free” cannot be claimed: the dish contains Tree nuts. Untick the claim or correct the allergens.",
      );
      expect(await logCount()).toBe(before);
      expect((await database.db.select().from(menuItems).where(eq(menuItems.name, "Pistachio kulfi"))).length).toBe(0);

      // A row written before claims were checked: stored as it was, its claim dropped for guests.
      await database.db.insert(menuItems).values({
        sectionId: desserts.id,
        name: "Old kulfi",
        price: 6,
        dietaryTags: ["nut-free", "vegetarian"],
        allergens: ["milk", "tree-nuts"],
        status: "published",
        visible: true,
        sortIndex: 0,
      });
      const menu = await readPublicMenu(new Date().toISOString(), database.db);
      const kulfi = menu.flatMap((c) => c.items).find((i) => i.name === "Old kulfi");
      expect(kulfi).toMatchObject({ dietaryTags: ["vegetarian"], allergens: ["milk", "tree-nuts"] });
    } finally {
      await database.db.delete(menuItems).where(eq(menuItems.sectionId, desserts.id));
      await database.db.delete(menuSections).where(eq(menuSections.id, desserts.id));
    }
  });

  it("create, edit, reorder, move, bulk and delete, each with its activity row, and the public read follows", async () => {
    const starters = ok(await admin.saveMenuSection(section("Starters & Sides")));
    expect(starters.slug).toBe("starters-and-sides");
    expect(await lastLog()).toMatchObject({
      action: "menu_section.created",
      entity: "menu_section",
      entityId: starters.id,
      actorEmail: "chef@example.com",
    });
    expect(admin.deps.updateTag).toHaveBeenLastCalledWith("menu");

    // Slug clash: a field error, nothing written.
    const before = await logCount();
    const clash = await admin.saveMenuSection(section("Starters", { slug: "starters-and-sides" }));
    expect(clash).toEqual({
      ok: false,
      error: MENU_MESSAGES.slugTaken,
      fieldErrors: { slug: [MENU_MESSAGES.slugTaken] },
    });
    expect(await logCount()).toBe(before);

    const mains = ok(await admin.saveMenuSection(section("Mains")));
    const a = ok(
      await admin.saveMenuItem(
        dish(starters.id, "Samosa", { price: "6.5", dietaryTags: ["vegetarian"], customDietaryTags: "Mild" }),
      ),
    );
    const b = ok(await admin.saveMenuItem(dish(starters.id, "Pakora")));
    expect(await lastLog()).toMatchObject({
      action: "menu_item.created",
      summary: "Added “Pakora” (£9.50) to Starters & Sides",
    });

    let menu = await readPublicMenu(new Date().toISOString(), database.db);
    expect(menu.map((c) => c.title)).toEqual(["Starters & Sides"]);
    expect(menu[0]!.items.map((i) => [i.name, i.price, i.dietaryTags])).toEqual([
      ["Samosa", 6.5, ["vegetarian", "Mild"]],
      ["Pakora", 9.5, []],
    ]);

    // Edit: new price, logged with before/after.
    ok(
      await admin.saveMenuItem(
        dish(starters.id, "Samosa", { id: a.id, price: "7", dietaryTags: ["vegetarian"], customDietaryTags: "Mild" }),
      ),
    );
    const edited = await lastLog();
    expect(edited).toMatchObject({ action: "menu_item.updated", summary: "Updated “Samosa” (price £6.50 → £7.00)" });
    expect(edited.before).toMatchObject({ price: 6.5 });
    expect(edited.after).toMatchObject({ price: 7 });

    // Saving with no change writes no log row.
    const unchanged = await logCount();
    ok(
      await admin.saveMenuItem(
        dish(starters.id, "Samosa", {
          id: a.id,
          price: "7.00",
          dietaryTags: ["vegetarian"],
          customDietaryTags: "Mild",
        }),
      ),
    );
    expect(await logCount()).toBe(unchanged);

    // Reorder dishes and sections; a stale order is refused.
    ok(await admin.reorderMenuItems({ sectionId: starters.id, ids: [b.id, a.id] }));
    expect(await lastLog()).toMatchObject({
      action: "menu_item.reordered",
      summary: "Moved “Pakora” from 2 to 1 in Starters & Sides (2 items)",
      before: { ids: [a.id, b.id], names: ["Samosa", "Pakora"] },
      after: { ids: [b.id, a.id], names: ["Pakora", "Samosa"] },
    });
    expect(await admin.reorderMenuItems({ sectionId: starters.id, ids: [a.id] })).toEqual({
      ok: false,
      error: MENU_MESSAGES.staleOrder,
    });
    ok(await admin.reorderMenuSections({ ids: [mains.id, starters.id] }));
    expect((await getAdminMenu(database.db)).map((s) => s.title)).toEqual(["Mains", "Starters & Sides"]);

    // Move a dish to another section: it goes to the end there.
    const c = ok(await admin.saveMenuItem(dish(mains.id, "Nihari")));
    ok(await admin.saveMenuItem(dish(mains.id, "Pakora", { id: b.id })));
    expect(await lastLog()).toMatchObject({ action: "menu_item.moved", summary: "Updated “Pakora” (moved to Mains)" });
    const adminMenu = await getAdminMenu(database.db);
    expect(adminMenu[0]!.items.map((i) => i.id)).toEqual([c.id, b.id]);

    // Bulk hide, then bulk publish.
    ok(await admin.bulkUpdateMenu({ operation: "hide", sectionIds: [mains.id], itemIds: [a.id] }));
    expect(await lastLog()).toMatchObject({
      action: "menu.bulk_hidden",
      summary: "Hid 1 section and 1 dish: “Mains”, “Samosa”",
    });
    menu = await readPublicMenu(new Date().toISOString(), database.db);
    expect(menu).toEqual([]);
    ok(await admin.bulkUpdateMenu({ operation: "show", sectionIds: [mains.id], itemIds: [a.id] }));
    expect(await lastLog()).toMatchObject({
      action: "menu.bulk_shown",
      summary: "Showed 1 section and 1 dish: “Mains”, “Samosa”",
    });
    menu = await readPublicMenu(new Date().toISOString(), database.db);
    expect(menu.map((m) => m.title)).toEqual(["Mains", "Starters & Sides"]);
    ok(await admin.bulkUpdateMenu({ operation: "hide", sectionIds: [mains.id], itemIds: [a.id] }));
    ok(await admin.bulkUpdateMenu({ operation: "publish", sectionIds: [mains.id], itemIds: [a.id] }));
    menu = await readPublicMenu(new Date().toISOString(), database.db);
    expect(menu.map((m) => m.title)).toEqual(["Mains", "Starters & Sides"]);

    // Delete a dish, then a section with its dishes.
    ok(await admin.deleteMenuItem({ id: a.id }));
    expect(await lastLog()).toMatchObject({
      action: "menu_item.deleted",
      entityId: a.id,
      before: expect.objectContaining({ name: "Samosa" }),
    });
    ok(await admin.deleteMenuSection({ id: mains.id }));
    expect(await lastLog()).toMatchObject({
      action: "menu_section.deleted",
      summary: "Deleted the section “Mains” and its 2 dishes",
    });
    expect(await database.db.select().from(menuItems).where(eq(menuItems.sectionId, mains.id))).toEqual([]);

    // Acting on something already gone says so.
    expect(await admin.deleteMenuItem({ id: a.id })).toEqual({ ok: false, error: MENU_MESSAGES.itemGone });
  });

  it("bulk Show makes hidden rows visible again and leaves a draft a draft", async () => {
    const s = ok(await admin.saveMenuSection(section("Grill", { visible: false })));
    const draft = ok(await admin.saveMenuItem(dish(s.id, "Seekh kebab", { status: "draft", visible: false })));
    const hidden = ok(await admin.saveMenuItem(dish(s.id, "Chicken tikka", { visible: false })));
    ok(await admin.bulkUpdateMenu({ operation: "show", sectionIds: [s.id], itemIds: [draft.id, hidden.id] }));
    const rows = await database.db.select().from(menuItems).where(eq(menuItems.sectionId, s.id));
    expect(Object.fromEntries(rows.map((r) => [r.name, { status: r.status, visible: r.visible }]))).toEqual({
      "Seekh kebab": { status: "draft", visible: true },
      "Chicken tikka": { status: "published", visible: true },
    });
    const [grill] = await database.db.select().from(menuSections).where(eq(menuSections.id, s.id));
    expect(grill).toMatchObject({ status: "published", visible: true });
    const menu = await readPublicMenu(new Date().toISOString(), database.db);
    expect(menu.find((m) => m.title === "Grill")?.items.map((i) => i.name)).toEqual(["Chicken tikka"]);
  });

  it("stores a schedule typed in London time as the right instant and keeps it off the public menu until then", async () => {
    const s = ok(await admin.saveMenuSection(section("Summer Specials", { publishAt: "2099-07-01T18:00" })));
    ok(await admin.saveMenuItem(dish(s.id, "Mango Lassi")));
    const [row] = await database.db.select().from(menuSections).where(eq(menuSections.id, s.id));
    expect(row!.publishAt?.toISOString()).toBe("2099-07-01T17:00:00.000Z");
    expect((await readPublicMenu("2099-07-01T16:59:00.000Z", database.db)).map((m) => m.title)).not.toContain(
      "Summer Specials",
    );
    expect((await readPublicMenu("2099-07-01T17:00:00.000Z", database.db)).map((m) => m.title)).toContain(
      "Summer Specials",
    );
  });
});

describe("every menu action refuses a caller without an admin session", () => {
  const anyId = "0b7e9d64-5f5e-4c1a-9a2e-3d8f7f1b2c3d";
  const inputs: Record<keyof ReturnType<typeof menuActions>, unknown> = {
    saveMenuSection: section("Intruder Section"),
    deleteMenuSection: { id: anyId },
    reorderMenuSections: { ids: [anyId] },
    saveMenuItem: dish(anyId, "Intruder Dish"),
    deleteMenuItem: { id: anyId },
    reorderMenuItems: { sectionId: anyId, ids: [anyId] },
    bulkUpdateMenu: { operation: "publish", sectionIds: [anyId], itemIds: [] },
  };

  for (const verdict of [SIGNED_OUT, NOT_ADMIN] as AdminVerdictLike[]) {
    it(`${verdict.kind}: refused before any database work, no log row, no cache tag`, async () => {
      const actions = actionsFor(verdict);
      const logsBefore = await logCount();
      const menuBefore = await getAdminMenu(database.db);
      for (const name of Object.keys(inputs) as (keyof typeof inputs)[]) {
        const action = actions[name] as (input: unknown) => Promise<unknown>;
        expect(await action(inputs[name]), name).toEqual({ ok: false, error: ADMIN_ACTION_MESSAGES.notAuthorised });
      }
      expect(actions.deps.verify).toHaveBeenCalledTimes(Object.keys(inputs).length);
      expect(actions.deps.updateTag).not.toHaveBeenCalled();
      expect(await logCount()).toBe(logsBefore);
      expect(await getAdminMenu(database.db)).toEqual(menuBefore);
    });
  }
});

describe("a burst of moves is one activity-log entry", () => {
  it("folds the same admin's moves on one list into one entry, from the order before the burst", async () => {
    const list = ok(await admin.saveMenuSection(section("Burst Grills")));
    const ids: string[] = [];
    for (const name of ["Seekh", "Tikka", "Chops", "Wings"])
      ids.push(ok(await admin.saveMenuItem(dish(list.id, name))).id);
    const [seekh, tikka, chops, wings] = ids as [string, string, string, string];
    const before = await logCount();

    // Wings climbs to the top one place at a time: three saves, one line.
    ok(await admin.reorderMenuItems({ sectionId: list.id, ids: [seekh, tikka, wings, chops] }));
    ok(await admin.reorderMenuItems({ sectionId: list.id, ids: [seekh, wings, tikka, chops] }));
    ok(await admin.reorderMenuItems({ sectionId: list.id, ids: [wings, seekh, tikka, chops] }));
    expect(await logCount()).toBe(before + 1);
    expect(await lastLog()).toMatchObject({
      action: "menu_item.reordered",
      entityId: list.id,
      summary: "Moved “Wings” from 4 to 1 in Burst Grills (4 items)",
      before: { ids: [seekh, tikka, chops, wings] },
      after: { ids: [wings, seekh, tikka, chops] },
    });

    // Moving it back within the burst: the same line says nothing changed in the end.
    ok(await admin.reorderMenuItems({ sectionId: list.id, ids: [seekh, tikka, chops, wings] }));
    expect(await logCount()).toBe(before + 1);
    expect((await lastLog()).summary).toBe("Reordered Burst Grills and put it back as it was (4 items)");
    ok(await admin.reorderMenuItems({ sectionId: list.id, ids: [seekh, wings, tikka, chops] }));
    expect(await logCount()).toBe(before + 1);

    // Another admin's move on the same list is their own line, and ends the first admin's burst.
    const other = actionsFor({ kind: "admin", email: "sous@example.com", role: "owner" });
    ok(await other.reorderMenuItems({ sectionId: list.id, ids: [wings, seekh, tikka, chops] }));
    expect(await logCount()).toBe(before + 2);
    expect(await lastLog()).toMatchObject({
      actorEmail: "sous@example.com",
      summary: "Moved “Wings” from 2 to 1 in Burst Grills (4 items)",
    });
    ok(await admin.reorderMenuItems({ sectionId: list.id, ids: [seekh, tikka, chops, wings] }));
    expect(await logCount()).toBe(before + 3);
    expect(await lastLog()).toMatchObject({
      actorEmail: "chef@example.com",
      summary: "Moved “Wings” from 1 to 4 in Burst Grills (4 items)",
    });
    // A move on another list (the sections) is a line of its own too.
    const sectionIds = (await getAdminMenu(database.db)).map((s) => s.id);
    ok(await admin.reorderMenuSections({ ids: [...sectionIds.slice(1), sectionIds[0]!] }));
    expect(await logCount()).toBe(before + 4);

    // Any other change by the admin ends the burst: the next move is a new line.
    ok(await admin.saveMenuItem(dish(list.id, "Seekh", { id: seekh, price: "8" })));
    ok(await admin.reorderMenuItems({ sectionId: list.id, ids: [tikka, seekh, chops, wings] }));
    expect(await logCount()).toBe(before + 6);
    expect(await lastLog()).toMatchObject({ summary: "Moved “Tikka” from 2 to 1 in Burst Grills (4 items)" });
  });

  it("the database still refuses any other rewrite of the log", async () => {
    ok(await admin.saveMenuSection(section("Burst Refusals")));
    const created = await lastLog();
    await expect(
      database.db.update(activityLog).set({ summary: "Rewritten" }).where(eq(activityLog.id, created.id)),
    ).rejects.toThrow();
    const list = (await getAdminMenu(database.db)).find((s) => s.title === "Burst Refusals")!;
    const x = ok(await admin.saveMenuItem(dish(list.id, "X")));
    const y = ok(await admin.saveMenuItem(dish(list.id, "Y")));
    ok(await admin.reorderMenuItems({ sectionId: list.id, ids: [y.id, x.id] }));
    const reorder = await lastLog();
    // Not even a reorder line's author, list or starting order can change, nor can it be deleted.
    await expect(
      database.db.update(activityLog).set({ actorEmail: "someone@example.com" }).where(eq(activityLog.id, reorder.id)),
    ).rejects.toThrow();
    await expect(
      database.db.update(activityLog).set({ before: null }).where(eq(activityLog.id, reorder.id)),
    ).rejects.toThrow();
    await expect(database.db.delete(activityLog).where(eq(activityLog.id, reorder.id))).rejects.toThrow();
  });
});
