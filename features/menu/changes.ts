import "server-only";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  AdminActionError,
  type ActivityEntry,
  type AdminActionDefinition,
  type AdminRunContext,
} from "@/lib/actions/admin-action-core";
import { applyReorder } from "@/lib/admin/reorder";
import { CACHE_TAGS } from "@/lib/cache/tags";
import type { Database } from "@/lib/db/client";
import { menuItems, menuSections, type MenuItem, type MenuSection } from "@/lib/db/schema";
import { formatPrice } from "@/features/menu/price";
import {
  MENU_MESSAGES,
  type BulkOperation,
  menuBulkSchema,
  menuDeleteSchema,
  menuItemFormSchema,
  menuItemOrderSchema,
  menuSectionFormSchema,
  menuSectionOrderSchema,
} from "@/features/menu/schema";
import { describeChanges } from "./admin-summary";

/** Kept apart from the "use server" module so integration tests can run them on a test database. */

const define = <S extends z.ZodType, T>(def: AdminActionDefinition<S, T>) => def;
const TAGS = [CACHE_TAGS.menu];

const BULK_CHANGE: Record<BulkOperation, { status?: "published"; visible: boolean }> = {
  publish: { status: "published", visible: true },
  show: { visible: true },
  hide: { visible: false },
};
const BULK_LOG: Record<BulkOperation, { verb: string; action: string }> = {
  publish: { verb: "Published", action: "menu.bulk_published" },
  show: { verb: "Showed", action: "menu.bulk_shown" },
  hide: { verb: "Hid", action: "menu.bulk_hidden" },
};

async function sectionById(tx: Database, id: string): Promise<MenuSection | undefined> {
  const [row] = await tx.select().from(menuSections).where(eq(menuSections.id, id));
  return row;
}

async function itemById(tx: Database, id: string): Promise<MenuItem | undefined> {
  const [row] = await tx.select().from(menuItems).where(eq(menuItems.id, id));
  return row;
}

async function assertSlugFree(tx: Database, slug: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: menuSections.id })
    .from(menuSections)
    .where(exceptId ? and(eq(menuSections.slug, slug), ne(menuSections.id, exceptId)) : eq(menuSections.slug, slug));
  if (clash) throw new AdminActionError(MENU_MESSAGES.slugTaken, { slug: [MENU_MESSAGES.slugTaken] });
}

async function nextSectionIndex(tx: Database): Promise<number> {
  const [row] = await tx.select({ max: sql<number | null>`max(${menuSections.sortIndex})` }).from(menuSections);
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

async function nextItemIndex(tx: Database, sectionId: string): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${menuItems.sortIndex})` })
    .from(menuItems)
    .where(eq(menuItems.sectionId, sectionId));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** Row as stored, with the price as a number (the numeric column comes back as one already). */
const plainItem = (row: MenuItem) => ({ ...row, price: Number(row.price) });

function count(n: number, one: string, many = `${one}s`): string {
  return n === 0 ? "" : `${n} ${n === 1 ? one : many}`;
}

export async function saveMenuSectionRun({ input, tx }: AdminRunContext<z.output<typeof menuSectionFormSchema>>) {
  const { id, ...values } = input;
  if (!id) {
    await assertSlugFree(tx, values.slug);
    const [after] = await tx
      .insert(menuSections)
      .values({ ...values, sortIndex: await nextSectionIndex(tx) })
      .returning();
    return {
      result: { id: after!.id, slug: after!.slug },
      log: {
        action: "menu_section.created",
        entityId: after!.id,
        summary: `Added the section “${after!.title}”`,
        after,
      },
    };
  }
  const before = await sectionById(tx, id);
  if (!before) throw new AdminActionError(MENU_MESSAGES.sectionGone);
  await assertSlugFree(tx, values.slug, id);
  const changes = describeChanges(before, values);
  if (!changes) return { result: { id, slug: before.slug }, log: [] };
  const [after] = await tx.update(menuSections).set(values).where(eq(menuSections.id, id)).returning();
  return {
    result: { id, slug: after!.slug },
    log: {
      action: "menu_section.updated",
      entityId: id,
      summary: `Updated the section “${after!.title}” (${changes})`,
      before,
      after,
    },
  };
}

export async function deleteMenuSectionRun({ input, tx }: AdminRunContext<z.output<typeof menuDeleteSchema>>) {
  const before = await sectionById(tx, input.id);
  if (!before) throw new AdminActionError(MENU_MESSAGES.sectionGone);
  const items = await tx
    .select()
    .from(menuItems)
    .where(eq(menuItems.sectionId, input.id))
    .orderBy(asc(menuItems.sortIndex));
  await tx.delete(menuSections).where(eq(menuSections.id, input.id));
  const dishes = items.length === 1 ? "1 dish" : `${items.length} dishes`;
  return {
    result: { id: input.id },
    log: {
      action: "menu_section.deleted",
      entityId: input.id,
      summary: `Deleted the section “${before.title}” and its ${dishes}`,
      before: { ...before, items: items.map(plainItem) },
    },
  };
}

/** Saves the wanted order, or refuses one made from a list that has changed since. */
async function reorderOrRefuse(...args: Parameters<typeof applyReorder>) {
  const orders = await applyReorder(...args);
  if (!orders) throw new AdminActionError(MENU_MESSAGES.staleOrder);
  return orders;
}

export async function reorderMenuSectionsRun({ input, tx }: AdminRunContext<z.output<typeof menuSectionOrderSchema>>) {
  const current = await tx
    .select({ id: menuSections.id, name: menuSections.title })
    .from(menuSections)
    .orderBy(asc(menuSections.sortIndex), asc(menuSections.title));
  const orders = await reorderOrRefuse(current, input.ids, (id, sortIndex) =>
    tx.update(menuSections).set({ sortIndex }).where(eq(menuSections.id, id)),
  );
  return {
    result: { ids: input.ids },
    log: { action: "menu_section.reordered", reorder: { list: "the menu's sections", ...orders } },
  };
}

export async function saveMenuItemRun({ input, tx }: AdminRunContext<z.output<typeof menuItemFormSchema>>) {
  const { id, ...values } = input;
  const section = await sectionById(tx, values.sectionId);
  if (!section) throw new AdminActionError(MENU_MESSAGES.sectionGone, { sectionId: [MENU_MESSAGES.sectionGone] });
  if (!id) {
    const [after] = await tx
      .insert(menuItems)
      .values({ ...values, sortIndex: await nextItemIndex(tx, section.id) })
      .returning();
    return {
      result: { id: after!.id },
      log: {
        action: "menu_item.created",
        entityId: after!.id,
        summary: `Added “${after!.name}” (${formatPrice(Number(after!.price))}) to ${section.title}`,
        after: plainItem(after!),
      },
    };
  }
  const before = await itemById(tx, id);
  if (!before) throw new AdminActionError(MENU_MESSAGES.itemGone);
  const moved = before.sectionId !== section.id;
  const changes = [moved ? `moved to ${section.title}` : "", describeChanges(plainItem(before), values)]
    .filter(Boolean)
    .join("; ");
  if (!changes) return { result: { id }, log: [] };
  const [after] = await tx
    .update(menuItems)
    .set({ ...values, ...(moved ? { sortIndex: await nextItemIndex(tx, section.id) } : {}) })
    .where(eq(menuItems.id, id))
    .returning();
  return {
    result: { id },
    log: {
      action: moved ? "menu_item.moved" : "menu_item.updated",
      entityId: id,
      summary: `Updated “${after!.name}” (${changes})`,
      before: plainItem(before),
      after: plainItem(after!),
    },
  };
}

export async function deleteMenuItemRun({ input, tx }: AdminRunContext<z.output<typeof menuDeleteSchema>>) {
  const before = await itemById(tx, input.id);
  if (!before) throw new AdminActionError(MENU_MESSAGES.itemGone);
  await tx.delete(menuItems).where(eq(menuItems.id, input.id));
  return {
    result: { id: input.id },
    log: {
      action: "menu_item.deleted",
      entityId: input.id,
      summary: `Deleted “${before.name}”`,
      before: plainItem(before),
    },
  };
}

export async function reorderMenuItemsRun({ input, tx }: AdminRunContext<z.output<typeof menuItemOrderSchema>>) {
  const section = await sectionById(tx, input.sectionId);
  if (!section) throw new AdminActionError(MENU_MESSAGES.sectionGone);
  const current = await tx
    .select({ id: menuItems.id, name: menuItems.name })
    .from(menuItems)
    .where(eq(menuItems.sectionId, section.id))
    .orderBy(asc(menuItems.sortIndex), asc(menuItems.name));
  const orders = await reorderOrRefuse(current, input.ids, (id, sortIndex) =>
    tx.update(menuItems).set({ sortIndex }).where(eq(menuItems.id, id)),
  );
  return {
    result: { ids: input.ids },
    log: { action: "menu_item.reordered", entityId: section.id, reorder: { list: section.title, ...orders } },
  };
}

export async function bulkUpdateMenuRun({ input, tx }: AdminRunContext<z.output<typeof menuBulkSchema>>) {
  const set = BULK_CHANGE[input.operation];
  const sections = input.sectionIds.length
    ? await tx.select().from(menuSections).where(inArray(menuSections.id, input.sectionIds))
    : [];
  const items = input.itemIds.length
    ? await tx.select().from(menuItems).where(inArray(menuItems.id, input.itemIds))
    : [];
  const missing = input.sectionIds.length + input.itemIds.length - sections.length - items.length;
  if (missing > 0) throw new AdminActionError(MENU_MESSAGES.staleOrder);
  if (sections.length) await tx.update(menuSections).set(set).where(inArray(menuSections.id, input.sectionIds));
  if (items.length) await tx.update(menuItems).set(set).where(inArray(menuItems.id, input.itemIds));
  const { verb, action } = BULK_LOG[input.operation];
  const names = [...sections.map((s) => s.title), ...items.map((i) => i.name)];
  const counted = [count(sections.length, "section"), count(items.length, "dish", "dishes")]
    .filter(Boolean)
    .join(" and ");
  const entries: ActivityEntry[] = [
    {
      action,
      summary: `${verb} ${counted}: ${names.map((n) => `“${n}”`).join(", ")}`,
      before: {
        sections: sections.map(({ id, title, status, visible }) => ({ id, title, status, visible })),
        items: items.map(({ id, name, status, visible }) => ({ id, name, status, visible })),
      },
      after: { ...set, sectionIds: input.sectionIds, itemIds: input.itemIds },
    },
  ];
  return { result: { sections: sections.length, items: items.length }, log: entries };
}

/** The menu sections' and dishes' admin actions. */
export function menuActions() {
  return {
    saveMenuSection: define({
      name: "menu.saveSection",
      schema: menuSectionFormSchema,
      entity: "menu_section",
      tags: TAGS,
      run: saveMenuSectionRun,
    }),

    deleteMenuSection: define({
      name: "menu.deleteSection",
      schema: menuDeleteSchema,
      entity: "menu_section",
      tags: TAGS,
      run: deleteMenuSectionRun,
    }),

    reorderMenuSections: define({
      name: "menu.reorderSections",
      schema: menuSectionOrderSchema,
      entity: "menu_section",
      tags: TAGS,
      run: reorderMenuSectionsRun,
    }),

    saveMenuItem: define({
      name: "menu.saveItem",
      schema: menuItemFormSchema,
      entity: "menu_item",
      tags: TAGS,
      run: saveMenuItemRun,
    }),

    deleteMenuItem: define({
      name: "menu.deleteItem",
      schema: menuDeleteSchema,
      entity: "menu_item",
      tags: TAGS,
      run: deleteMenuItemRun,
    }),

    reorderMenuItems: define({
      name: "menu.reorderItems",
      schema: menuItemOrderSchema,
      entity: "menu_section",
      tags: TAGS,
      run: reorderMenuItemsRun,
    }),

    bulkUpdateMenu: define({
      name: "menu.bulk",
      schema: menuBulkSchema,
      entity: "menu",
      tags: TAGS,
      run: bulkUpdateMenuRun,
    }),
  };
}
