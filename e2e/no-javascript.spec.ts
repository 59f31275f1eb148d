import { expect, test, type APIRequestContext } from "@playwright/test";
import { formatPrice } from "@/features/menu/price";

test.use({ javaScriptEnabled: false });

interface Dish {
  section: string;
  name: string;
  price: number;
}

async function liveDishes(request: APIRequestContext): Promise<Dish[]> {
  const res = await request.get("/api/test-hooks/public-menu");
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Dish[];
}

const same = (a: Dish, b: Dish) => a.section === b.section && a.name === b.name && a.price === b.price;

test("/menu lists every published dish with its price", async ({ page, request }) => {
  const before = await liveDishes(request);
  await page.goto("/menu");
  const after = await liveDishes(request);
  const live = before.filter((d) => after.some((a) => same(a, d)));
  expect(live.length).toBeGreaterThan(20);

  for (const dish of live) {
    const section = page.getByRole("region", { name: dish.section, exact: true });
    const row = section
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: dish.name, exact: true }) });
    await expect(row, dish.name).toContainText(formatPrice(dish.price));
  }
  const shown = await page
    .getByRole("region")
    .getByRole("listitem")
    .filter({ has: page.getByRole("button") })
    .count();
  expect(shown).toBeLessThanOrEqual(before.length + after.length - live.length);
  await expect(page.getByRole("navigation", { name: "Menu sections" }).getByRole("link").first()).toBeVisible();
});

test("/gallery shows its images", async ({ page }) => {
  await page.goto("/gallery");
  const tiles = page.getByRole("list", { name: "Gallery" }).getByRole("listitem");
  expect(await tiles.count()).toBeGreaterThan(5);
  for (const tile of await tiles.all()) {
    const image = tile.getByRole("img");
    await expect(image).toHaveAttribute("alt", /\S/);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
});

test("the footer shows today's and the week's opening hours", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByTestId("today-hours")).toHaveText(/^Today: (Closed|\d{1,2}(:\d\d)?(am|pm))/);
  const days = footer.locator("dl").first().locator("dt");
  expect(await days.count()).toBeGreaterThan(0);
  await expect(days.first()).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)/);
});

test("the home page hero and the popup data are in the first response", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Taste Beyond Borders" })).toBeVisible();
  await expect(page.getByTestId("hero-poster")).toHaveAttribute("alt", /\S/);
  const html = await (await request.get("/")).text();
  expect(html).toMatch(/headline\\?":\\?"Winter Tasting Menu/);
});

test("/menu offers no filter that would do nothing without JavaScript", async ({ page }) => {
  await page.goto("/menu");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("group", { name: "Dietary filter" })).toBeHidden();
  await expect(page.getByRole("button", { name: /Avoid allergens/ })).toBeHidden();
});
