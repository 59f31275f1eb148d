import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectToastAccessible } from "./support/axe";
import { withoutPopups } from "./support/popups";
import { activityCount, addAdmin, removeAdmin, signInWithGoogle, uniqueEmail } from "./support/staff";
import { scaled } from "./support/time";

/**
 * The admin Menu section, as staff use it. Tests that add sections run one after another (see the
 * serial block): the section reorder check relies on nobody else adding or deleting one meanwhile.
 * The others only add a dish to a section of their own or the demo "Desserts".
 */

const suffix = () => Math.random().toString(36).slice(2, 7);

async function signInAsAdmin(page: Page, request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  await addAdmin(request, email);
  await signInWithGoogle(page, email);
  await page.goto("/admin/menu");
  await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
  return email;
}

async function addSection(page: Page, title: string, opts: { published?: boolean } = {}) {
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

async function addDish(page: Page, sectionTitle: string, dish: { name: string; price: string }) {
  await page.getByRole("button", { name: `Add a dish to ${sectionTitle}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `New dish in ${sectionTitle}` });
  await dialog.getByLabel("Name").fill(dish.name);
  await dialog.getByLabel("Price (£)").fill(dish.price);
  await dialog.getByLabel("Status").selectOption("published");
  await dialog.getByRole("button", { name: "Add dish" }).click();
  await expect(dialog).toBeHidden();
  return page.getByRole("group", { name: dish.name, exact: true });
}

async function confirmDelete(page: Page, buttonName: string) {
  await page.getByRole("button", { name: buttonName, exact: true }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("cannot be undone");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
}

/** Titles of the sections in page order. */
async function sectionOrder(page: Page): Promise<string[]> {
  return page.locator("section[aria-labelledby] h2").evaluateAll((els) => els.map((el) => (el.lastChild?.textContent ?? "").trim()));
}


/**
 * Issue 25 item 9: with the bulk bar showing, a toast (here "Dish saved", from saving a dish
 * unchanged) must not cover any of it, and must itself stay on screen.
 */
async function expectToastClearOfBulkBar(page: Page, dish: string) {
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
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest("[data-sonner-toast], [aria-label='Bulk actions']")?.getAttribute("aria-label") ?? null, [box.x + box.width / 2, box.y + box.height / 2]);
    expect(hit, name).toBe("Bulk actions");
  }
  expect(t.x + t.width).toBeLessThanOrEqual(viewport.width);
  await bulk.getByRole("button", { name: "Clear selection" }).click();
  await expect(bulk).toBeHidden();
}

// ------------------------------------------------------------------------------------------------
// Direct POSTs of every menu action, the way auth-bypass.spec.ts sends refreshPublicSite.

const MENU_ACTIONS = ["saveMenuSection", "deleteMenuSection", "reorderMenuSections", "saveMenuItem", "deleteMenuItem", "reorderMenuItems", "bulkUpdateMenu"] as const;
type MenuAction = (typeof MENU_ACTIONS)[number];

function menuActionIds(): Record<MenuAction, string> {
  const manifest = JSON.parse(readFileSync(path.join(".next", "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName?: string; filename?: string }>;
  };
  const ids = {} as Record<MenuAction, string>;
  for (const name of MENU_ACTIONS) {
    const entry = Object.entries(manifest.node).find(([, v]) => v.exportedName === name && (v.filename ?? "").includes("menu/actions"));
    if (!entry) throw new Error(`${name} is not in the server action manifest: rebuild first`);
    ids[name] = entry[0];
  }
  return ids;
}

const ANY_ID = "0b7e9d64-5f5e-4c1a-9a2e-3d8f7f1b2c3d";
function validInput(name: MenuAction, title: string): unknown {
  const window = { status: "draft", visible: true, publishAt: "", unpublishAt: "" };
  switch (name) {
    case "saveMenuSection":
      return { title, slug: "", description: "", ...window };
    case "saveMenuItem":
      return { sectionId: ANY_ID, name: title, price: "5", description: "", isSpecial: false, dietaryTags: [], customDietaryTags: "", allergens: [], ...window };
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

function postAction(api: APIRequestContext, id: string, input: unknown, origin: string) {
  return api.post("/admin/menu", {
    headers: { "Next-Action": id, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component", Origin: origin },
    data: JSON.stringify([input]),
    maxRedirects: 0,
  });
}

const LOGGED_ACTIONS = ["menu_section.created", "menu_section.deleted", "menu_section.reordered", "menu_item.created", "menu_item.deleted", "menu_item.reordered", "menu.bulk_published"];

test.describe.serial("changes that add sections", () => {
  test("sections: add (slug from the title, unique), edit, reorder with the move buttons and delete, each in the activity log", async ({ page, request }) => {
    test.setTimeout(scaled(90_000));
    const email = await signInAsAdmin(page, request, "menu-sections");
    const s = suffix();
    const first = `Tasting ${s} One`;
    const second = `Tasting ${s} Two`;

    // The slug follows the title while it is typed.
    await page.getByRole("button", { name: "New section" }).click();
    const dialog = page.getByRole("dialog", { name: "New section" });
    await dialog.getByLabel("Title").fill(first);
    await expect(dialog.getByLabel("Slug")).toHaveValue(`tasting-${s}-one`);
    await dialog.getByRole("button", { name: "Add section" }).click();
    await expect(page.getByText("Added as a draft: not on the menu yet")).toBeVisible();
    await expectToastAccessible(page);
    const firstRegion = page.getByRole("region", { name: first, exact: true });
    await expect(firstRegion).toContainText(`/menu#tasting-${s}-one`);
    await expect(firstRegion).toContainText("Draft");
    await addSection(page, second);
    await expect.poll(() => activityCount(request, { action: "menu_section.created", actor: email })).toBe(2);

    // A slug already in use: a clear message on the field, nothing saved, nothing typed lost.
    await page.getByRole("button", { name: "New section" }).click();
    await dialog.getByLabel("Title").fill(`Another ${s}`);
    await dialog.getByLabel("Slug").fill(`tasting-${s}-one`);
    await dialog.getByRole("button", { name: "Add section" }).click();
    await expect(dialog.getByText("That slug is already used by another section.").first()).toBeVisible();
    await expect(dialog.getByLabel("Slug")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Title")).toHaveValue(`Another ${s}`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await activityCount(request, { action: "menu_section.created", actor: email })).toBe(2);

    // Edit: new title and description, published.
    const renamed = `Tasting ${s} First`;
    await page.getByRole("button", { name: `Edit section ${first}`, exact: true }).click();
    const edit = page.getByRole("dialog", { name: `Edit “${first}”` });
    await edit.getByLabel("Title").fill(renamed);
    // An existing section keeps its slug when renamed.
    await expect(edit.getByLabel("Slug")).toHaveValue(`tasting-${s}-one`);
    await edit.getByLabel("Description (optional)").fill("Seven courses from the tandoor and the karahi.");
    await edit.getByRole("button", { name: "Save section" }).click();
    await expect(edit).toBeHidden();
    const renamedRegion = page.getByRole("region", { name: renamed, exact: true });
    await expect(renamedRegion).toContainText("Seven courses from the tandoor and the karahi.");
    await expect.poll(() => activityCount(request, { action: "menu_section.updated", actor: email })).toBe(1);

    // Reorder: the second moves above the first, and stays there after a reload.
    let order = await sectionOrder(page);
    expect(order.indexOf(second)).toBe(order.indexOf(renamed) + 1);
    await page.getByRole("button", { name: `Move section ${second} up`, exact: true }).click();
    await expect.poll(async () => (await sectionOrder(page)).indexOf(second)).toBe(order.indexOf(renamed));
    await expect.poll(() => activityCount(request, { action: "menu_section.reordered", actor: email })).toBe(1);
    await page.reload();
    order = await sectionOrder(page);
    expect(order.indexOf(second)).toBe(order.indexOf(renamed) - 1);

    // Delete, with confirmation.
    await confirmDelete(page, `Delete section ${second}`);
    await expect(page.getByRole("region", { name: second, exact: true })).toHaveCount(0);
    await confirmDelete(page, `Delete section ${renamed}`);
    await expect(page.getByRole("region", { name: renamed, exact: true })).toHaveCount(0);
    await expect.poll(() => activityCount(request, { action: "menu_section.deleted", actor: email })).toBe(2);
  });

  test("dishes: add with price checks, edit, reorder, move to another section, bulk hide and publish, delete", async ({ page, request }) => {
    test.setTimeout(scaled(120_000));
    const email = await signInAsAdmin(page, request, "menu-dishes");
    const s = suffix();
    const home = `Sweets ${s}`;
    const other = `Frozen ${s}`;
    const homeRegion = await addSection(page, home, { published: true });
    const otherRegion = await addSection(page, other, { published: true });

    // Price refusals, each with its own message; then "12.5" is taken as £12.50.
    const kulfi = `Saffron Kulfi ${s}`;
    await page.getByRole("button", { name: `Add a dish to ${home}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `New dish in ${home}` });
    await dialog.getByLabel("Name").fill(kulfi);
    const price = dialog.getByLabel("Price (£)");
    for (const [typed, message] of [
      ["0", "The price must be more than £0.00"],
      ["-3", "The price must be more than £0.00"],
      ["4.999", "Prices have at most two decimal places (pence), like 12.50"],
      ["", "Please enter a price, like 12.50"],
    ] as const) {
      await price.fill(typed);
      await dialog.getByRole("button", { name: "Add dish" }).click();
      await expect(dialog.getByText(message)).toBeVisible();
      await expect(price).toHaveAttribute("aria-invalid", "true");
    }
    await price.fill("12.5");
    await dialog.getByLabel("Vegetarian").check();
    await dialog.getByLabel("Other tags (optional)").fill("Mild");
    await dialog.getByLabel("Milk").check();
    await dialog.getByLabel("Status").selectOption("published");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Add dish" }).click();
    await expect(dialog).toBeHidden();
    const kulfiRow = page.getByRole("group", { name: kulfi, exact: true });
    await expect(kulfiRow).toContainText("£12.50");
    await expect(kulfiRow).toContainText("Public now");
    await expect(kulfiRow).toContainText("Vegetarian");
    await expect(kulfiRow).toContainText("Mild");

    const falooda = `Rose Falooda ${s}`;
    const faloodaRow = await addDish(page, home, { name: falooda, price: "6" });
    await expect(faloodaRow).toContainText("£6.00");
    await expect.poll(() => activityCount(request, { action: "menu_item.created", actor: email })).toBe(2);

    // Edit: a new price.
    await page.getByRole("button", { name: `Edit ${falooda}`, exact: true }).click();
    const edit = page.getByRole("dialog", { name: `Edit “${falooda}”` });
    await expect(edit.getByLabel("Price (£)")).toHaveValue("6.00");
    await edit.getByLabel("Price (£)").fill("6.75");
    await edit.getByRole("button", { name: "Save dish" }).click();
    await expect(faloodaRow).toContainText("£6.75");
    await expect.poll(() => activityCount(request, { action: "menu_item.updated", actor: email })).toBe(1);

    // Reorder inside the section.
    const names = () => homeRegion.getByRole("heading", { level: 3 }).allInnerTexts();
    await expect.poll(names).toEqual([kulfi, falooda]);
    await page.getByRole("button", { name: `Move ${falooda} up`, exact: true }).click();
    await expect.poll(names).toEqual([falooda, kulfi]);
    await expect.poll(() => activityCount(request, { action: "menu_item.reordered", actor: email })).toBe(1);

    // Move to another section.
    await page.getByRole("button", { name: `Edit ${kulfi}`, exact: true }).click();
    const move = page.getByRole("dialog", { name: `Edit “${kulfi}”` });
    await move.getByLabel("Section").selectOption({ label: other });
    await move.getByRole("button", { name: "Save dish" }).click();
    await expect(otherRegion.getByRole("group", { name: kulfi, exact: true })).toBeVisible();
    await expect.poll(names).toEqual([falooda]);
    await expect.poll(() => activityCount(request, { action: "menu_item.moved", actor: email })).toBe(1);

    // Bulk hide and publish.
    await faloodaRow.getByRole("checkbox", { name: `Select ${falooda}` }).check();
    const bulk = page.getByRole("region", { name: "Bulk actions" });
    await expect(bulk).toContainText("1 selected");
    await bulk.getByRole("button", { name: "Hide" }).click();
    await expect(faloodaRow).toContainText("Hidden");
    await expect(bulk).toBeHidden();
    await expect.poll(() => activityCount(request, { action: "menu.bulk_hidden", actor: email })).toBe(1);
    await page.getByLabel("Show").selectOption("hidden");
    await expect(page.getByRole("group", { name: falooda, exact: true })).toBeVisible();
    await expect(page.getByRole("group", { name: kulfi, exact: true })).toHaveCount(0);
    await page.getByLabel("Show").selectOption("all");
    await faloodaRow.getByRole("checkbox", { name: `Select ${falooda}` }).check();
    await bulk.getByRole("button", { name: "Publish" }).click();
    await expect(faloodaRow).toContainText("Public now");
    await expect.poll(() => activityCount(request, { action: "menu.bulk_published", actor: email })).toBe(1);

    // Search.
    await page.getByLabel("Search").fill(`kulfi ${s}`);
    await expect(page.getByRole("group", { name: kulfi, exact: true })).toBeVisible();
    await expect(page.getByRole("group", { name: falooda, exact: true })).toHaveCount(0);
    await page.getByLabel("Search").fill("");

    // Delete, with confirmation; then the sections.
    await confirmDelete(page, `Delete ${falooda}`);
    await expect(page.getByRole("group", { name: falooda, exact: true })).toHaveCount(0);
    // Focus lands on the section's heading rather than being lost with the deleted row.
    await expect(page.getByRole("heading", { level: 2, name: home })).toBeFocused();
    await expect.poll(() => activityCount(request, { action: "menu_item.deleted", actor: email })).toBe(1);
    await confirmDelete(page, `Delete section ${home}`);
    await confirmDelete(page, `Delete section ${other}`);
    await expect(page.getByRole("region", { name: other, exact: true })).toHaveCount(0);
  });

  test("issue 25 item 11: a new section or dish says it is a draft, and the toast's Publish puts it on the menu", async ({ page, request }) => {
    test.setTimeout(scaled(90_000));
    const email = await signInAsAdmin(page, request, "menu-draft-toast");
    const s = suffix();
    const title = `Chaat ${s}`;
    const toastOf = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

    // A section, left as a draft: the toast says so and publishes it when asked.
    const region = await addSection(page, title);
    const sectionToast = toastOf("Added as a draft: not on the menu yet").filter({ hasText: title });
    await expect(sectionToast).toBeVisible();
    await expect(region).toContainText("Draft");
    await sectionToast.getByRole("button", { name: "Publish" }).click();
    await expect(toastOf(`Published “${title}”`)).toBeVisible();
    await expect(region).toContainText("Public now");
    await expect.poll(() => activityCount(request, { action: "menu.bulk_published", actor: email })).toBe(1);

    // A dish, left as a draft.
    const dish = `Papdi Chaat ${s}`;
    await page.getByRole("button", { name: `Add a dish to ${title}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `New dish in ${title}` });
    await dialog.getByLabel("Name").fill(dish);
    await dialog.getByLabel("Price (£)").fill("5.5");
    await dialog.getByRole("button", { name: "Add dish" }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("group", { name: dish, exact: true });
    await expect(row).toContainText("Draft");
    const dishToast = toastOf("Added as a draft: not on the menu yet").filter({ hasText: dish });
    await expect(dishToast).toBeVisible();
    await expect(page.getByText("Dish added", { exact: true })).toHaveCount(0);
    await expectToastAccessible(page);
    await dishToast.getByRole("button", { name: "Publish" }).click();
    await expect(toastOf(`Published “${dish}”`)).toBeVisible();
    await expect(row).toContainText("Public now");
    await expect.poll(() => activityCount(request, { action: "menu.bulk_published", actor: email })).toBe(2);

    // Published straight from the form: no draft notice, no Publish button.
    const ready = `Bhel Puri ${s}`;
    await addDish(page, title, { name: ready, price: "4" });
    await expect(toastOf("Dish added").filter({ hasText: ready })).toBeVisible();
    await expect(toastOf("Added as a draft").filter({ hasText: ready })).toHaveCount(0);

    await confirmDelete(page, `Delete section ${title}`);
    await expect(page.getByRole("region", { name: title, exact: true })).toHaveCount(0);
  });

  test("issue 25 item 10: dishes and sections move to the top or bottom in one click, logged as one line per burst", async ({ page, request }) => {
    test.setTimeout(scaled(90_000));
    const email = await signInAsAdmin(page, request, "menu-move-top");
    const s = suffix();
    const title = `Breads ${s}`;
    const region = await addSection(page, title, { published: true });
    for (const name of ["Roti", "Naan", "Paratha"]) await addDish(page, title, { name: `${name} ${s}`, price: "3" });
    const names = () => region.getByRole("heading", { level: 3 }).allInnerTexts();
    await expect.poll(names).toEqual([`Roti ${s}`, `Naan ${s}`, `Paratha ${s}`]);

    await page.getByRole("button", { name: `Move Paratha ${s} to the top`, exact: true }).click();
    await expect.poll(names).toEqual([`Paratha ${s}`, `Roti ${s}`, `Naan ${s}`]);
    await expect(page.getByRole("button", { name: `Move Paratha ${s} to the top`, exact: true })).toBeDisabled();
    await page.getByRole("button", { name: `Move Roti ${s} to the bottom`, exact: true }).click();
    await expect.poll(names).toEqual([`Paratha ${s}`, `Naan ${s}`, `Roti ${s}`]);
    await expect.poll(() => activityCount(request, { action: "menu_item.reordered", actor: email })).toBe(1);

    // The new section (last) goes to the top of the menu in one click.
    await page.getByRole("button", { name: `Move section ${title} to the top`, exact: true }).click();
    await expect.poll(async () => (await sectionOrder(page))[0]).toBe(title);
    await expect.poll(() => activityCount(request, { action: "menu_section.reordered", actor: email })).toBe(1);
    await page.reload();
    expect((await sectionOrder(page))[0]).toBe(title);

    await confirmDelete(page, `Delete section ${title}`);
    await expect(page.getByRole("region", { name: title, exact: true })).toHaveCount(0);
  });

  test("every menu action refuses a direct POST without an admin session, and an admin's POST works", async ({ browser, request, baseURL }) => {
    test.setTimeout(scaled(90_000));
    const ids = menuActionIds();
    const s = suffix();

    // No session at all.
    const anonymous = await browser.newContext();
    for (const name of MENU_ACTIONS) {
      const res = await postAction(anonymous.request, ids[name], validInput(name, `Intruder ${s}`), baseURL!);
      expect(res.status(), name).toBeLessThan(500);
      expect(await res.text()).not.toContain(`Intruder ${s}`);
    }
    await anonymous.close();

    // A removed admin: the cookie still says admin, so only the action's own check stands in the way.
    const removed = await browser.newContext();
    const removedPage = await removed.newPage();
    const removedEmail = uniqueEmail("menu-removed");
    await addAdmin(request, removedEmail);
    await signInWithGoogle(removedPage, removedEmail);
    await expect(removedPage.getByText("Signed in as").first()).toBeAttached();
    await removeAdmin(request, removedEmail);
    for (const name of MENU_ACTIONS) {
      const res = await postAction(removed.request, ids[name], validInput(name, `Intruder ${s}`), baseURL!);
      expect(res.status(), name).toBe(200);
      expect(await res.text(), name).toContain("You are not authorised");
    }
    await removed.close();
    for (const action of LOGGED_ACTIONS) expect(await activityCount(request, { action, actor: removedEmail }), action).toBe(0);

    // The control: the same POST from an admin does change the menu.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    const email = await signInAsAdmin(adminPage, request, "menu-post-admin");
    const res = await postAction(adminContext.request, ids.saveMenuSection, validInput("saveMenuSection", `Posted ${s}`), baseURL!);
    expect(res.status()).toBe(200);
    await expect.poll(() => activityCount(request, { action: "menu_section.created", actor: email })).toBe(1);
    await adminPage.reload();
    // Nothing the refused posts sent got in.
    await expect(adminPage.getByText(`Intruder ${s}`)).toHaveCount(0);
    await confirmDelete(adminPage, `Delete section Posted ${s}`);
    await adminContext.close();
  });
});

test("the public menu shows a change at its next request", async ({ page, request, browser }) => {
  test.setTimeout(scaled(90_000));
  await signInAsAdmin(page, request, "menu-public");
  const dish = `Pistachio Kheer ${suffix()}`;
  const row = await addDish(page, "Desserts", { name: dish, price: "7.5" });
  await expect(row).toContainText("£7.50");

  const guest = await browser.newPage();
  await withoutPopups(guest);
  await guest.goto("/menu");
  const desserts = guest.getByRole("region", { name: "Desserts" });
  const entry = desserts.getByRole("listitem").filter({ has: guest.getByRole("button", { name: dish }) });
  await expect(entry).toContainText("£7.50");

  await page.getByRole("button", { name: `Edit ${dish}`, exact: true }).click();
  const edit = page.getByRole("dialog", { name: `Edit “${dish}”` });
  await edit.getByLabel("Price (£)").fill("8.25");
  await edit.getByRole("button", { name: "Save dish" }).click();
  await expect(row).toContainText("£8.25");
  await guest.reload();
  await expect(entry).toContainText("£8.25");

  await confirmDelete(page, `Delete ${dish}`);
  await guest.reload();
  await expect(desserts).toBeVisible();
  await expect(guest.getByRole("button", { name: dish })).toHaveCount(0);
  await guest.close();
});

test("issue 25 item 9: toasts stack above the bulk bar instead of covering it (1280 px)", async ({ page, request }) => {
  await signInAsAdmin(page, request, "menu-toast-bar");
  await expectToastClearOfBulkBar(page, "Lamb Chops");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu admin is usable and passes axe", async ({ page, request }) => {
    // axe checks several hundred controls here; give it room on a loaded machine.
    test.setTimeout(scaled(90_000));
    await signInAsAdmin(page, request, "menu-phone");
    await expect(page.getByRole("button", { name: "Edit Lamb Chops" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Move Lamb Chops up" })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });

  test("issue 25 item 9: toasts stack above the bulk bar instead of hiding it (390 px)", async ({ page, request }) => {
    await signInAsAdmin(page, request, "menu-toast-bar-phone");
    await expectToastClearOfBulkBar(page, "Lamb Chops");
  });
});
