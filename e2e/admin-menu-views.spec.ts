import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { addDish, confirmDelete, expectToastClearOfBulkBar, signInAsAdmin, suffix } from "./support/admin-menu";
import { withoutPopups } from "./support/popups";
import { scaled } from "./support/time";

// The admin menu as guests then see it, and on a phone. These tests add no sections (see admin-menu.spec.ts):
// at most a dish in the demo "Desserts".

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

test("toasts stack above the bulk bar instead of covering it (1280 px)", async ({ page, request }) => {
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

  test("toasts stack above the bulk bar instead of hiding it (390 px)", async ({ page, request }) => {
    await signInAsAdmin(page, request, "menu-toast-bar-phone");
    await expectToastClearOfBulkBar(page, "Lamb Chops");
  });
});
