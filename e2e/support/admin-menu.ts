import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { postServerAction, serverActionId } from "./server-actions";
import { addAdmin, signInAsStaff, uniqueEmail } from "./staff";

export const suffix = () => Math.random().toString(36).slice(2, 7);

export async function signInAsAdmin(page: Page, request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  await addAdmin(request, email);
  await signInAsStaff(page, email);
  await page.goto("/admin/menu");
  await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
  return email;
}

export async function addSection(page: Page, title: string, opts: { published?: boolean } = {}) {
  await page.getByRole("button", { name: "New section" }).click();
  const dialog = page.getByRole("dialog", { name: "New section" });
  await dialog.getByLabel("Title").fill(title);
  if (opts.published) await dialog.getByLabel("Status").selectOption("published");
  await dialog.getByRole("button", { name: "Add section" }).click();
  await expect(dialog).toBeHidden();
  const region = page.getByRole("region", { name: title, exact: true });
  await expect(region).toBeVisible();
  return region;
}

export async function addDish(page: Page, sectionTitle: string, dish: { name: string; price: string }) {
  return addDishWith(page, sectionTitle, dish, "published");
}

/** Adds a dish through its section's dialog, as a draft (the dialog's default) unless told; returns its row. */
export async function addDishWith(
  page: Page,
  sectionTitle: string,
  dish: { name: string; price: string },
  status?: "published",
) {
  await page.getByRole("button", { name: `Add a dish to ${sectionTitle}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `New dish in ${sectionTitle}` });
  await dialog.getByLabel("Name").fill(dish.name);
  await dialog.getByLabel("Price (£)").fill(dish.price);
  if (status) await dialog.getByLabel("Status").selectOption(status);
  await dialog.getByRole("button", { name: "Add dish" }).click();
  await expect(dialog).toBeHidden();
  return page.getByRole("group", { name: dish.name, exact: true });
}

export async function deleteSection(page: Page, title: string) {
  await confirmDelete(page, `Delete section ${title}`);
  await expect(page.getByRole("region", { name: title, exact: true })).toHaveCount(0);
}

export async function confirmDelete(page: Page, buttonName: string) {
  await page.getByRole("button", { name: buttonName, exact: true }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("cannot be undone");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
}

export async function sectionOrder(page: Page): Promise<string[]> {
  return page
    .locator("section[aria-labelledby] h2")
    .evaluateAll((els) => els.map((el) => (el.lastChild?.textContent ?? "").trim()));
}

/** With the bulk bar showing, a toast ("Dish saved") must not cover any of it, and must stay on screen. */
export async function expectToastClearOfBulkBar(page: Page, dish: string) {
  await page.getByRole("checkbox", { name: `Select ${dish}`, exact: true }).check();
  const bulk = page.getByRole("region", { name: "Bulk actions" });
  await expect(bulk).toContainText("1 selected");
  await page.getByRole("button", { name: `Edit ${dish}`, exact: true }).click();
  const edit = page.getByRole("dialog", { name: `Edit “${dish}”` });
  await edit.getByRole("button", { name: "Save dish" }).click();
  await expect(edit).toBeHidden();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Dish saved" });
  await expect(toast).toHaveAttribute("data-mounted", "true");
  await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  const viewport = page.viewportSize()!;
  const t = (await toast.boundingBox())!;
  const b = (await bulk.boundingBox())!;
  const overlaps = t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
  expect(overlaps, `toast ${JSON.stringify(t)} covers the bulk bar ${JSON.stringify(b)}`).toBe(false);
  expect(t.y + t.height).toBeLessThanOrEqual(b.y);
  expect(t.y).toBeGreaterThanOrEqual(0);
  for (const name of ["Publish", "Hide", "Clear selection"]) {
    const button = bulk.getByRole("button", { name, exact: true });
    // The point a tap lands on is the button itself, not a toast above it.
    const box = (await button.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) =>
        document
          .elementFromPoint(x!, y!)
          ?.closest("[data-sonner-toast], [aria-label='Bulk actions']")
          ?.getAttribute("aria-label") ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit, name).toBe("Bulk actions");
  }
  expect(t.x + t.width).toBeLessThanOrEqual(viewport.width);
  await bulk.getByRole("button", { name: "Clear selection" }).click();
  await expect(bulk).toBeHidden();
}

// Direct POSTs of every menu action, as a hand-made request would send them.
export const MENU_ACTIONS = [
  "saveMenuSection",
  "deleteMenuSection",
  "reorderMenuSections",
  "saveMenuItem",
  "deleteMenuItem",
  "reorderMenuItems",
  "bulkUpdateMenu",
] as const;
export type MenuAction = (typeof MENU_ACTIONS)[number];

export function menuActionIds(): Record<MenuAction, string> {
  return Object.fromEntries(MENU_ACTIONS.map((name) => [name, serverActionId(name, "menu/actions")])) as Record<
    MenuAction,
    string
  >;
}

const ANY_ID = "0b7e9d64-5f5e-4c1a-9a2e-3d8f7f1b2c3d";
export function validInput(name: MenuAction, title: string): unknown {
  const window = { status: "draft", visible: true, publishAt: "", unpublishAt: "" };
  switch (name) {
    case "saveMenuSection":
      return { title, slug: "", description: "", ...window };
    case "saveMenuItem":
      return {
        sectionId: ANY_ID,
        name: title,
        price: "5",
        description: "",
        isSpecial: false,
        dietaryTags: [],
        customDietaryTags: "",
        allergens: [],
        ...window,
      };
    case "reorderMenuSections":
      return { ids: [ANY_ID] };
    case "reorderMenuItems":
      return { sectionId: ANY_ID, ids: [ANY_ID] };
    case "bulkUpdateMenu":
      return { operation: "publish", sectionIds: [ANY_ID], itemIds: [] };
    default:
      return { id: ANY_ID };
  }
}

export function postMenuAction(api: APIRequestContext, id: string, input: unknown, origin: string) {
  return postServerAction(api, "/admin/menu", id, [input], origin);
}

export const LOGGED_ACTIONS = [
  "menu_section.created",
  "menu_section.deleted",
  "menu_section.reordered",
  "menu_item.created",
  "menu_item.deleted",
  "menu_item.reordered",
  "menu.bulk_published",
];
