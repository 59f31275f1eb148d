import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { withoutPopups } from "./support/popups";
import { scaled } from "./support/time";

test.beforeEach(async ({ page }) => {
  await withoutPopups(page);
});

const SECTIONS = [
  "Small Plates",
  "From the Tandoor",
  "Karahi & Handi",
  "Biryani & Rice",
  "Breads",
  "Desserts",
  "Artisan Mocktails",
];

test("menu: hero, numbered sections, items with star, price, tags and description, footer note and call to action", async ({
  page,
}) => {
  await page.goto("/menu");
  await expect(page.getByRole("heading", { level: 1, name: "Our Menu" })).toBeVisible();
  const side = page.getByRole("navigation", { name: "Menu sections" });
  await expect(side.getByRole("link")).toHaveText(SECTIONS.map((s, i) => `${String(i + 1).padStart(2, "0")}${s}`));
  await expect(page.getByRole("heading", { level: 2 }).filter({ hasText: "Winter Tasting Menu" })).toHaveCount(0);

  const section = page.getByRole("region", { name: "From the Tandoor" });
  await expect(section).toContainText("02 — From the Tandoor");
  await expect(section).toContainText("Marinated overnight and cooked over live charcoal in our clay ovens.");
  const chops = section.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Lamb Chops" }) });
  await expect(chops.getByRole("heading", { level: 3 })).toHaveText("Chef's special: Lamb Chops");
  await expect(chops).toContainText("£18.50");
  await expect(chops.getByRole("list", { name: "Dietary information" })).toHaveText("Gluten-free");
  await expect(chops).toContainText("Four lamb cutlets in a raw-papaya and garam-masala marinade");
  const kebab = section.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Seekh Kebab" }) });
  await expect(kebab.getByRole("heading", { level: 3 })).toHaveText("Seekh Kebab");
  await expect(kebab).toContainText("£11.50");
  await expect(page.getByRole("region", { name: "Small Plates" })).toContainText("£8.95");

  await expect(page.getByText("100% Halal. Please inform us of any allergies or dietary requirements.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Reserve a Table" })).toHaveAttribute("href", "/reservations");
});

test("an item's name opens its detail dialog with price, dietary tags and allergens", async ({ page }) => {
  await page.goto("/menu");
  const trigger = page.getByRole("button", { name: "Malai Boti" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Malai Boti" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Chicken breast in cream cheese, cardamom and white pepper");
  await expect(dialog).toContainText("£14.00");
  await expect(dialog.getByRole("list", { name: "Dietary information" })).toHaveText(/Gluten-free\s*Contains nuts/);
  await expect(dialog.getByRole("list", { name: "Allergens" }).getByRole("listitem")).toHaveText(["Milk", "Tree nuts"]);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.getByRole("button", { name: "Bhindi Masala" }).click();
  const okra = page.getByRole("dialog", { name: "Bhindi Masala" });
  await expect(okra).toContainText("None of the 14 major allergens declared.");
  await okra.getByRole("button", { name: "Close" }).click();
  await expect(okra).toBeHidden();
});

async function categoryNavigation({ page }: { page: Page }) {
  await page.goto("/menu");
  const side = page.getByRole("navigation", { name: "Menu sections" });
  await expect(side.getByRole("link", { name: /Small Plates/ })).toHaveAttribute("aria-current", "location");

  await side.getByRole("link", { name: /Breads/ }).click();
  const heading = page.locator("#menu-breads");
  await expect.poll(async () => Math.round((await heading.boundingBox())!.y)).toBe(120);
  await expect(side.getByRole("link", { name: /Breads/ })).toHaveAttribute("aria-current", "location");
  await expect(side.getByRole("link", { name: /Small Plates/ })).not.toHaveAttribute("aria-current", "location");
  await expect(page).toHaveURL(/#breads$/);

  await page
    .getByRole("region", { name: "Karahi & Handi" })
    .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 60));
  await expect(side.getByRole("link", { name: /Karahi & Handi/ })).toHaveAttribute("aria-current", "location");
  await expect(side.getByRole("link", { name: /Breads/ })).not.toHaveAttribute("aria-current", "location");
}

test(
  "category navigation scrolls to the section 120px below the top and highlights the one in view",
  categoryNavigation,
);

async function sharedLink({ page }: { page: Page }) {
  await page.goto("/menu#desserts");
  await expect.poll(async () => Math.round((await page.locator("#menu-desserts").boundingBox())!.y)).toBe(120);
  await expect(
    page.getByRole("navigation", { name: "Menu sections" }).getByRole("link", { name: /Desserts/ }),
  ).toHaveAttribute("aria-current", "location");
  await expect(page.getByRole("region", { name: "Desserts" }).getByRole("button").first()).toBeVisible();
}

test(
  "a shared link to a section lands on it, 120px below the top, though later sections render only as they near the screen",
  sharedLink,
);

// An instant jump measured the sections it had just rendered before they settled, and landed a screen or
// more past the section: guests who ask for less motion get the same place as everyone else.
test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("a category link jumps to the section 120px below the top", categoryNavigation);
  test("a shared link lands on its section 120px below the top", sharedLink);
});

test("Enter on a category link moves focus to the section's heading, so Tab goes on from there", async ({ page }) => {
  await page.goto("/menu");
  const link = page.getByRole("navigation", { name: "Menu sections" }).getByRole("link", { name: /Breads/ });
  await link.focus();
  await page.keyboard.press("Enter");
  const breads = page.getByRole("region", { name: "Breads" });
  await expect(breads.getByRole("heading", { level: 2, name: "Breads" })).toBeFocused();
  await expect.poll(async () => Math.round((await page.locator("#menu-breads").boundingBox())!.y)).toBe(120);
  await page.keyboard.press("Tab");
  await expect(breads.getByRole("button").first()).toBeFocused();
});

test("the dietary filter lives in the URL and survives a reload", async ({ page }) => {
  await page.goto("/menu");
  const filters = page.getByRole("group", { name: "Dietary filter" });
  await expect(filters.getByRole("button")).toHaveText([
    "All dishes",
    "Vegetarian",
    "Vegan",
    "Gluten-free",
    "Dairy-free",
    "Nut-free",
  ]);
  await filters.getByRole("button", { name: "Vegan" }).click();
  await expect(page).toHaveURL(/\/menu\?diet=vegan$/);
  await expect(filters.getByRole("button", { name: "Vegan" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Gol Gappay" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Lamb Chops" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Menu sections" }).getByRole("link")).toHaveText([
    "01Small Plates",
    "03Karahi & Handi",
    "04Biryani & Rice",
    "05Breads",
    "07Artisan Mocktails",
  ]);

  await page.reload();
  await expect(filters.getByRole("button", { name: "Vegan" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Lamb Chops" })).toHaveCount(0);

  await page.goto("/menu?diet=vegetarian");
  await expect(page.getByRole("button", { name: "Gol Gappay" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Samosa Chaat" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Seekh Kebab" })).toHaveCount(0);

  await filters.getByRole("button", { name: "All dishes" }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole("button", { name: "Seekh Kebab" })).toBeVisible();
});

test("the filters show their result count and sit beside a link to the allergen guide", async ({ page }) => {
  await page.goto("/menu");
  const count = page.getByRole("status").filter({ hasText: /^Showing/ });
  await expect(count).toBeVisible();
  await page.getByRole("group", { name: "Dietary filter" }).getByRole("button", { name: "Vegan" }).click();
  await expect(count).toHaveText(/^Showing vegan dishes \(\d+\)$/);
  await expect(count).toBeVisible();
  const guide = page.getByRole("link", { name: "Full allergen table" });
  await expect(guide).toBeVisible();
  await expect(guide).toHaveAttribute("href", "/menu/allergens");
});

test("menu passes axe", async ({ page }) => {
  await page.goto("/menu");
  await expect(page.getByRole("button", { name: "Lamb Chops" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("categories are a sticky horizontal strip that scrolls to the section", async ({ page }) => {
    await page.goto("/menu");
    await expect(page.getByRole("navigation", { name: "Menu sections" })).toBeHidden();
    const strip = page.getByRole("navigation", { name: "Menu categories" });
    await expect(strip).toBeVisible();
    await strip.getByRole("link", { name: /Desserts/ }).click();
    await expect.poll(async () => Math.round((await page.locator("#menu-desserts").boundingBox())!.y)).toBe(120);
    await expect(strip.getByRole("link", { name: /Desserts/ })).toHaveAttribute("aria-current", "location");
    const box = await strip.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(50);
    expect(box!.y).toBeLessThan(70);
    await expectNoAxeViolations(page);
  });

  test("after ticking an allergen the count shows and the dishes start in view, the ticked box still in sight", async ({
    page,
  }) => {
    await page.goto("/menu");
    await page.getByRole("button", { name: "Avoid allergens" }).click();
    const milk = page
      .getByRole("group", { name: "Leave out dishes containing" })
      .getByRole("checkbox", { name: "Milk" });
    await milk.scrollIntoViewIfNeeded();
    await milk.check();
    const count = page.getByRole("status").filter({ hasText: /^Showing dishes without milk \(\d+\)$/ });
    await expect(count).toBeInViewport();
    await expect(page.getByRole("heading", { level: 2 }).filter({ visible: true }).first()).toBeInViewport();
    await expect(milk).toBeInViewport();
  });

  test("the strip scrolls to keep the chip of the section in view", async ({ page }) => {
    await page.goto("/menu");
    const strip = page.getByRole("navigation", { name: "Menu categories" });
    const list = strip.getByRole("list");
    const last = strip.getByRole("link", { name: /Artisan Mocktails/ });
    const stripBox = (await strip.boundingBox())!;
    expect((await last.boundingBox())!.x).toBeGreaterThan(stripBox.x + stripBox.width);
    expect(await list.evaluate((el) => el.scrollLeft)).toBe(0);

    await page.mouse.move(195, 400);
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 1500);
          return last.getAttribute("aria-current");
        },
        { timeout: scaled(30_000) },
      )
      .toBe("location");
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect.poll(async () => chipInside(await last.boundingBox(), stripBox)).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 0));
    const first = strip.getByRole("link", { name: /Small Plates/ });
    await expect(first).toHaveAttribute("aria-current", "location");
    await expect.poll(async () => chipInside(await first.boundingBox(), stripBox)).toBe(true);
  });
});

function chipInside(chip: { x: number; width: number } | null, strip: { x: number; width: number }) {
  return chip !== null && chip.x >= strip.x - 1 && chip.x + chip.width <= strip.x + strip.width + 1;
}
