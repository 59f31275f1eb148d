import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { withoutPopups } from "./support/popups";

test("the allergen guide is linked from /menu and lists every dish against the 14 allergens", async ({ page }) => {
  await withoutPopups(page);
  await page.goto("/menu");
  await page.getByRole("link", { name: /Allergen guide/ }).click();
  await expect(page).toHaveURL(/\/menu\/allergens$/);
  await expect(page.getByRole("heading", { level: 1, name: "Allergens" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print this guide" })).toBeVisible();
  await expect(
    page
      .getByRole("main")
      .getByText("100% Halal. Please inform us of any allergies or dietary requirements.")
      .filter({ visible: true }),
  ).toBeVisible();

  const desserts = page.getByRole("table", { name: "Desserts" });
  const headers = desserts.getByRole("columnheader");
  await expect(headers).toHaveCount(15);
  await expect(headers.first()).toHaveText("Dish");
  await expect(headers.nth(10)).toHaveText("Tree nuts");
  const tandoor = page.getByRole("table", { name: "From the Tandoor" });
  const malai = tandoor.getByRole("row", { name: /Malai Boti/ });
  const cells = malai.getByRole("cell");
  await expect(cells).toHaveCount(14);
  await expect(cells.nth(6)).toHaveText("Yes"); // Milk
  await expect(cells.nth(9)).toHaveText("Yes"); // Tree nuts
  await expect(cells.nth(0)).toHaveText("No"); // Celery
  await expectNoAxeViolations(page);
});

test("on a phone the allergen guide lists dish by dish, with no sideways scrolling", async ({ page }) => {
  await withoutPopups(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/menu/allergens");
  await expect(page.getByRole("heading", { level: 2, name: "From the Tandoor" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  const dish = (name: string) => page.getByRole("listitem").filter({ hasText: name });
  await expect(dish("Malai Boti")).toContainText("Contains: Milk, Tree nuts");
  await expect(dish("Rose & Cardamom")).toContainText("No major allergens declared");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("allergen-guide-390.png"), fullPage: true });
  await expectNoAxeViolations(page);
});

test("each dish lists its allergens, and guests can leave out dishes with the allergens they avoid", async ({
  page,
}) => {
  await withoutPopups(page);
  await page.goto("/menu");
  const dish = (name: string) =>
    page.getByRole("listitem").filter({ has: page.getByRole("button", { name, exact: true }) });
  await expect(dish("Malai Boti")).toContainText("Allergens: Milk, Tree nuts");
  await expect(dish("Rose & Cardamom Cooler")).toContainText("No major allergens declared");

  const toggle = page.getByRole("button", { name: "Avoid allergens" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const panel = page.getByRole("group", { name: "Leave out dishes containing" });
  await panel.getByRole("checkbox", { name: "Milk" }).check();
  await panel.getByRole("checkbox", { name: "Tree nuts" }).check();
  await expect(page).toHaveURL(/[?&]avoid=milk(%2C|,)tree-nuts/);
  await expect(toggle).toHaveText("Avoid allergens (2)");
  await expect(dish("Malai Boti")).toHaveCount(0);
  await expect(dish("Lamb Chops")).toHaveCount(0);
  await expect(dish("Tandoori Sea Bass")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Showing dishes without milk, tree nuts" })).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.getByRole("group", { name: "Dietary filter" }).getByRole("button", { name: "Vegan" }).click();
  await expect(page).toHaveURL(/diet=vegan/);
  await expect(page).toHaveURL(/avoid=milk/);
  await expect(dish("Rose & Cardamom Cooler")).toBeVisible();
  await expect(dish("Tandoori Sea Bass")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("button", { name: "Avoid allergens (2)" })).toBeVisible();
  await expect(dish("Malai Boti")).toHaveCount(0);
  await expect(dish("Rose & Cardamom Cooler")).toBeVisible();
  for (const line of await page.locator(".dish-allergens").allTextContents())
    expect(line).not.toMatch(/Milk|Tree nuts/);
});

const A4_LANDSCAPE_WIDTH = 1032;
const A4_PORTRAIT_WIDTH = 680;

/** Opens the page at a printed page's width, waits for `ready`, then prints: the site's banner and footer go. */
async function openPrinted(page: Page, path: string, size: { width: number; height: number }, ready: Locator) {
  await withoutPopups(page);
  await page.setViewportSize(size);
  await page.goto(path);
  await expect(ready).toBeVisible();
  await page.emulateMedia({ media: "print" });

  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
}

test("the allergen guide prints as black-on-white tables only, every column on the page and no site chrome", async ({
  page,
}) => {
  const desserts = page.getByRole("table", { name: "Desserts" });
  await openPrinted(page, "/menu/allergens", { width: A4_LANDSCAPE_WIDTH, height: 760 }, desserts);
  await expect(page.getByRole("link", { name: "Back to the menu" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print this guide" })).toBeHidden();
  await expect(page.getByText("Dishes and recipes change")).toBeVisible();
  await expect(page.getByText("47 Restaurant · Allergen guide")).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
  await expect(page.getByTestId("printed-at")).toHaveText(/^Printed \w+day \d{1,2} \w+ \d{4} at \d{2}:\d{2}$/);
  await page.screenshot({ path: test.info().outputPath("allergen-guide-print.png") });
  for (const table of await page.getByRole("table").all()) {
    const fit = await table.evaluate((el) => ({
      table: el.getBoundingClientRect().right,
      wrap: el.parentElement!.getBoundingClientRect().right,
      page: document.documentElement.clientWidth,
    }));
    expect(fit.table).toBeLessThanOrEqual(fit.wrap + 1);
    expect(fit.wrap).toBeLessThanOrEqual(fit.page + 1);
  }
  const malai = page.getByRole("table", { name: "From the Tandoor" }).getByRole("row", { name: /Malai Boti/ });
  const ink = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);
  expect(await ink(malai.getByRole("rowheader"))).toBe("rgb(0, 0, 0)");
  expect(await ink(malai.getByRole("cell").nth(6))).toBe("rgb(0, 0, 0)"); // Milk: Yes
  expect(
    await malai
      .getByRole("cell")
      .nth(0)
      .evaluate((el) => getComputedStyle(el).position),
  ).toBe("static");
});

test("the menu prints its dishes in black, without the filters, the section links or the site chrome", async ({
  page,
}) => {
  const smallPlates = page.getByRole("heading", { level: 2, name: "Small Plates" });
  await openPrinted(page, "/menu", { width: A4_PORTRAIT_WIDTH, height: 1000 }, smallPlates);
  await expect(page.getByRole("group", { name: "Dietary filter" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Avoid allergens" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Menu categories" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Reserve a Table" })).toBeHidden();
  const dish = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "Malai Boti", exact: true }) });
  await expect(dish).toBeVisible();
  await expect(dish).toHaveCSS("break-inside", "avoid");
  // The name's colour eases from the screen's ivory when print is emulated, so it is awaited, not read once.
  await expect(dish.getByRole("button", { name: "Malai Boti" })).toHaveCSS("color", "rgb(0, 0, 0)");
  expect(
    await page
      .locator(".menu-section")
      .last()
      .evaluate((el) => getComputedStyle(el).contentVisibility),
  ).toBe("visible");
});
