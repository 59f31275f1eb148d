import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, expectToastAccessible } from "./support/axe";
import {
  LOGGED_ACTIONS,
  MENU_ACTIONS,
  addDish,
  addDishWith,
  addSection,
  confirmDelete,
  deleteSection,
  menuActionIds,
  postMenuAction,
  sectionOrder,
  signInAsAdmin,
  suffix,
  validInput,
} from "./support/admin-menu";
import { activityCount, addAdmin, removeAdmin, signInAsStaff, uniqueEmail } from "./support/staff";
import { scaled } from "./support/time";

// Every test here adds sections, so they run one after another: the section reorder check relies
// on nobody else adding or deleting one meanwhile. Tests that only add dishes: admin-menu-views.spec.ts.

test.describe.serial("changes that add sections", () => {
  test.describe.configure({ timeout: scaled(90_000) });

  test("sections: add (slug from the title, unique), edit, reorder with the move buttons and delete, each in the activity log", async ({
    page,
    request,
  }) => {
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
    await deleteSection(page, second);
    await deleteSection(page, renamed);
    await expect.poll(() => activityCount(request, { action: "menu_section.deleted", actor: email })).toBe(2);
  });

  test("dishes: add with price checks, edit, reorder, move to another section, bulk hide and publish, delete", async ({
    page,
    request,
  }) => {
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

    // Bulk hide, show and publish.
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
    await expect(bulk.getByRole("button")).toHaveText(["Publish", "Show", "Hide", "Clear selection"]);
    await bulk.getByRole("button", { name: "Show", exact: true }).click();
    await expect(faloodaRow).toContainText("Public now");
    await expect(bulk).toBeHidden();
    await expect.poll(() => activityCount(request, { action: "menu.bulk_shown", actor: email })).toBe(1);
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
    await deleteSection(page, other);
  });

  test("a new section or dish says it is a draft, and the toast's Publish puts it on the menu", async ({
    page,
    request,
  }) => {
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
    const row = await addDishWith(page, title, { name: dish, price: "5.5" });
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

    await deleteSection(page, title);
  });

  test("dishes and sections move to the top or bottom in one click, logged as one line per burst", async ({
    page,
    request,
  }) => {
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

    await deleteSection(page, title);
  });

  test("every menu action refuses a direct POST without an admin session, and an admin's POST works", async ({
    browser,
    request,
    baseURL,
  }) => {
    const ids = menuActionIds();
    const s = suffix();

    // No session at all.
    const anonymous = await browser.newContext();
    for (const name of MENU_ACTIONS) {
      const res = await postMenuAction(anonymous.request, ids[name], validInput(name, `Intruder ${s}`), baseURL!);
      expect(res.status, name).toBeLessThan(500);
      expect(res.body).not.toContain(`Intruder ${s}`);
    }
    await anonymous.close();

    // A removed admin: the cookie still says admin, so only the action's own check stands in the way.
    const removed = await browser.newContext();
    const removedPage = await removed.newPage();
    const removedEmail = uniqueEmail("menu-removed");
    await addAdmin(request, removedEmail);
    await signInAsStaff(removedPage, removedEmail);
    await removedPage.goto("/admin");
    await expect(removedPage.getByText("Signed in as").first()).toBeAttached();
    await removeAdmin(request, removedEmail);
    for (const name of MENU_ACTIONS) {
      const res = await postMenuAction(removed.request, ids[name], validInput(name, `Intruder ${s}`), baseURL!);
      expect(res.status, name).toBe(200);
      expect(res.body, name).toContain("You are not authorised");
    }
    await removed.close();
    for (const action of LOGGED_ACTIONS)
      expect(await activityCount(request, { action, actor: removedEmail }), action).toBe(0);

    // The control: the same POST from an admin does change the menu.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    const email = await signInAsAdmin(adminPage, request, "menu-post-admin");
    const res = await postMenuAction(
      adminContext.request,
      ids.saveMenuSection,
      validInput("saveMenuSection", `Posted ${s}`),
      baseURL!,
    );
    expect(res.status).toBe(200);
    await expect.poll(() => activityCount(request, { action: "menu_section.created", actor: email })).toBe(1);
    await adminPage.reload();
    // Nothing the refused posts sent got in.
    await expect(adminPage.getByText(`Intruder ${s}`)).toHaveCount(0);
    await confirmDelete(adminPage, `Delete section Posted ${s}`);
    await adminContext.close();
  });
});
