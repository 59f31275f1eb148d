import { test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { dragTo } from "./support/drag";
import { expect } from "./support/expect";
import { activityCount, signInAsNewAdmin } from "./support/staff";

/** With TABLES_SCREENSHOTS set to a folder, the page as staff see it, to be looked at. */
async function shoot(page: Page, name: string) {
  const folder = process.env.TABLES_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

const plan = (page: Page) => page.getByRole("group", { name: "Floor plan" });
const listed = (page: Page, name: string) =>
  page.getByRole("region", { name: /^Tables \(\d+\)$/ }).getByRole("listitem", { name: `Table ${name}`, exact: true });
const onPlan = (page: Page, name: string) => plan(page).getByRole("button", { name: new RegExp(`^Table ${name}, `) });

test("tables: add one joinable with a window table, move it on the floor plan by dragging and by column and row, delete it after confirming", async ({
  page,
  request,
}) => {
  test.slow(); // sign-in, six saves and five axe scans
  const email = await signInAsNewAdmin(page, request, "tables", "/admin/tables");
  await expect(page.getByRole("heading", { level: 1, name: "Tables" }).filter({ visible: true })).toBeVisible();
  await expect(listed(page, "W4")).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "tables");

  const name = `Z${Date.now() % 1_000_000}`;
  await page.getByRole("button", { name: "Add a table" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a table" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Area").fill("Window");
  await dialog.getByLabel("Fewest guests").fill("3");
  await dialog.getByLabel("Most guests").fill("2");
  await dialog.getByRole("checkbox", { name: /^W4 · Window/ }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Add table" }).click();
  await expect(dialog.getByText("The most guests must be at least the fewest.")).toBeVisible();
  await dialog.getByLabel("Most guests").fill("4");
  await dialog.getByRole("button", { name: "Add table" }).click();
  await expect(dialog).toBeHidden();

  await expect(listed(page, name)).toContainText("3–4 seats · joins with W4");
  await expect(listed(page, "W4")).toContainText(`joins with W3, ${name}`);
  const added = onPlan(page, name);
  await expect(added).toHaveAccessibleName(`Table ${name}, Window, 3–4 seats, at column 1, row 1`);

  // Dragged to the last column's third row, a place the demo room leaves free.
  await plan(page).scrollIntoViewIfNeeded();
  const from = (await added.boundingBox())!;
  const grid = (await plan(page).boundingBox())!;
  const cell = { width: grid.width / 12, height: grid.height / 8 };
  await dragTo(
    page,
    { x: from.x + from.width / 2, y: from.y + from.height / 2 },
    { x: grid.x + grid.width - cell.width / 2, y: grid.y + 2.5 * cell.height },
  );
  await expect(page.getByText(`Table ${name} moved`)).toBeVisible();
  await expect(added).toHaveAccessibleName(`Table ${name}, Window, 3–4 seats, at column 12, row 3`);

  // The same without a mouse: choose the table (enter or space), then its column and row.
  await page.reload();
  await added.press("Enter");
  const place = page.getByRole("form", { name: `Place table ${name}` });
  await place.getByLabel("Column").selectOption({ label: "2" });
  await place.getByLabel("Row").selectOption({ label: "1" });
  await expect(place.getByText("Table W1 stands there: choose a free place.")).toBeVisible();
  await place.getByLabel("Column").selectOption({ label: "1" });
  await place.getByRole("button", { name: `Move table ${name}` }).click();
  await expect(added).toHaveAccessibleName(`Table ${name}, Window, 3–4 seats, at column 1, row 1`);

  await page.reload();
  await expect(onPlan(page, name)).toHaveAccessibleName(`Table ${name}, Window, 3–4 seats, at column 1, row 1`);
  await expectNoAxeViolations(page);
  expect(await activityCount(request, { action: "restaurant_table.moved", actor: email })).toBe(2);

  // A phone gets the list alone, with the same editors.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(plan(page)).toBeHidden();
  await expect(listed(page, name)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "tables");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await listed(page, name)
    .getByRole("button", { name: `Delete table ${name}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: `Delete table ${name}?` });
  await expect(confirm).toContainText("the tables it joins with no longer join with it");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(listed(page, name)).toBeVisible();
  await listed(page, name)
    .getByRole("button", { name: `Delete table ${name}` })
    .click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`Table ${name} deleted`)).toBeVisible();
  await expect(listed(page, name)).toHaveCount(0);
  await expect(listed(page, "W4")).toContainText("joins with W3");
  await expect(listed(page, "W4")).not.toContainText(name);
});

test("tables: the section sits beside the reservation book in the navigation, and the time at the table saves", async ({
  page,
  request,
}) => {
  await signInAsNewAdmin(page, request, "tables-nav", "/admin");
  const links = page.getByRole("navigation", { name: "Admin" }).getByRole("link");
  await expect(links.filter({ hasText: "Tables" })).toBeVisible();
  const labels = await links.allTextContents();
  expect(labels.indexOf("Tables")).toBe(labels.indexOf("Reservation book") + 1);

  await page.goto("/admin/settings/time-at-table");
  const middle = page.getByLabel("Middle parties: minutes");
  await expect(middle).toHaveValue("120");
  await middle.fill("100");
  await page.getByRole("button", { name: "Save time at the table" }).click();
  await expect(page.getByText("Please enter minutes from 30 to 360, in steps of 15.")).toBeVisible();
  await middle.fill("135");
  await page.getByRole("button", { name: "Save time at the table" }).click();
  await expect(page.getByText("Saved the times at the table")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Middle parties: minutes")).toHaveValue("135");
  await page.getByLabel("Middle parties: minutes").fill("120");
  await page.getByRole("button", { name: "Save time at the table" }).click();
  await expect(page.getByText("Saved the times at the table")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Middle parties: minutes")).toHaveValue("120");
});
