import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { withoutPopups } from "./support/popups";

/** With motion reduced the hero shows its poster: this file, chosen by the browser for the viewport. */
async function expectHeroPoster(page: Page, file: string) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const poster = page.getByTestId("hero-poster");
  await expect(poster).toBeVisible();
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(file);
  return poster;
}

test.beforeEach(async ({ page }) => {
  await withoutPopups(page);
});

test("home: hero text, buttons and every section in order", async ({ page }) => {
  await page.goto("/");
  const hero = page.getByTestId("hero");
  await expect(hero.getByRole("heading", { level: 1, name: "Taste Beyond Borders" })).toBeVisible();
  await expect(hero.getByRole("link", { name: "Book a Table" })).toHaveAttribute("href", "/reservations");
  await expect(hero.getByRole("link", { name: "View Menu" })).toHaveAttribute("href", "/menu");

  const dishes = page.getByRole("region", { name: "Signature Dishes" });
  await expect(dishes.getByRole("heading", { level: 3 })).toHaveText(["Lamb Karahi", "Karachi Lamb Biryani"]);
  await expect(dishes.getByRole("img")).toHaveCount(2);
  await expect(dishes.getByRole("link", { name: /View Full Menu/ })).toHaveAttribute("href", "/menu");

  const experience = page.getByRole("region", { name: "The 47 Experience" });
  await expect(experience.getByRole("heading", { level: 3 })).toHaveText([
    "Authentic Ambience",
    "Artisan Mocktails",
    "Exceptional Service",
  ]);

  const events = page.getByRole("region", { name: "Private Events & Functions" });
  await expect(events).toContainText("10-80");
  await expect(events).toContainText("Premium packages");
  await expect(events).toContainText("Event support");
  await expect(events.getByRole("link", { name: "Plan Your Event" })).toHaveAttribute("href", "/events");

  await expect(page.getByRole("region", { name: "News from our kitchen" })).toBeVisible();
});

test("hero carousel: two stacked muted videos, WebM first, next/previous/dots cross-fade in 700 ms", async ({
  page,
}) => {
  await page.goto("/");
  const hero = page.getByTestId("hero");
  await expect(hero).toHaveAttribute("data-mode", "video");
  const videos = hero.getByTestId("hero-video");
  await expect(videos).toHaveCount(2);
  const active = hero.locator('[data-testid="hero-video"][data-active="true"]');
  await expect(active).toHaveAttribute("data-slide", "0");

  const first = await active.evaluate((v: HTMLVideoElement) => ({
    muted: v.muted,
    playsInline: v.playsInline,
    loop: v.loop,
    sources: [...v.querySelectorAll("source")].map((s) => s.type),
    transition: getComputedStyle(v).transitionDuration,
  }));
  expect(first).toEqual({
    muted: true,
    playsInline: true,
    loop: false,
    sources: ["video/webm", "video/mp4"],
    transition: "0.7s",
  });

  const dots = hero.getByRole("button", { name: /Show slide \d of 2/ });
  await expect(dots).toHaveCount(2);
  await expect(dots.first()).toHaveAttribute("aria-current", "true");

  await hero.getByRole("button", { name: "Next slide" }).click();
  await expect(active).toHaveAttribute("data-slide", "1");
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
  await expect(hero.locator('[data-testid="hero-video"][data-active="false"]')).toHaveAttribute("data-slide", "0");

  await hero.getByRole("button", { name: "Previous slide" }).click();
  await expect(active).toHaveAttribute("data-slide", "0");
  await dots.nth(1).click();
  await expect(active).toHaveAttribute("data-slide", "1");
  await expect(dots.first()).not.toHaveAttribute("aria-current", "true");
});

test("hero carousel advances on its own after the slide's duration, and can be paused", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const hero = page.getByTestId("hero");
  const active = hero.locator('[data-testid="hero-video"][data-active="true"]');
  await expect(active).toHaveAttribute("data-slide", "0");
  await page.clock.runFor(5_000);
  await expect(active).toHaveAttribute("data-slide", "0");
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return active.getAttribute("data-slide");
    })
    .toBe("1");
  await hero.getByRole("button", { name: "Pause background video" }).click();
  await expect(hero.getByRole("button", { name: "Play background video" })).toBeVisible();
  await page.clock.runFor(13_000);
  await expect(active).toHaveAttribute("data-slide", "1");
});

test("reduced motion: a still poster with the same text and buttons, no video", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const hero = page.getByTestId("hero");
  await page.waitForLoadState("load");
  await expect(hero).toHaveAttribute("data-mode", "poster");
  const poster = page.getByTestId("hero-poster");
  await expect(poster).toHaveCount(1);
  await expect(poster).toBeVisible();
  await expect(poster).toHaveAttribute("alt", /^A candle-lit dining room under hanging brass lanterns/);
  await expect(poster).toHaveAttribute("fetchpriority", "high");
  await expect(poster).toHaveAttribute("width", /\d+/);
  await expect(poster).toHaveAttribute("height", /\d+/);
  await expect(page.locator("video")).toHaveCount(0);
  await expect(hero.getByRole("button", { name: "Next slide" })).toHaveCount(0);
  await expect(hero.getByRole("heading", { level: 1, name: "Taste Beyond Borders" })).toBeVisible();
  await expect(hero.getByRole("link", { name: "Book a Table" })).toBeVisible();
  await expect(hero.getByRole("link", { name: "View Menu" })).toBeVisible();
});

test("Restaurant structured data comes from the database", async ({ page }) => {
  await page.goto("/");
  const raw = await page.locator('script[type="application/ld+json"]').first().textContent();
  const ld = JSON.parse(raw!);
  expect(ld["@type"]).toBe("Restaurant");
  expect(ld.telephone).toBe("+441162884747");
  expect(ld.address).toMatchObject({ streetAddress: "47 Leicester Road", postalCode: "LE18 1NS" });
  expect(ld.servesCuisine).toContain("Pakistani");
  expect(ld.acceptsReservations).toMatch(/\/reservations$/);
  expect(ld.hasMenu).toMatch(/\/menu$/);
  const friday = ld.openingHoursSpecification.filter((s: { dayOfWeek: string[] }) =>
    s.dayOfWeek.includes("https://schema.org/Friday"),
  );
  expect(friday.map((s: { opens: string }) => s.opens).sort()).toEqual(["12:00", "17:00"]);
  expect(JSON.stringify(ld.openingHoursSpecification)).not.toContain("Monday");
});

test("home passes axe", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("today-hours")).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("home passes axe and keeps its buttons in the first screen", async ({ page }) => {
    await page.goto("/");
    const book = page.getByTestId("hero").getByRole("link", { name: "Book a Table" });
    await expect(book).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test("the hero poster is its middle at 9:16, a fraction of the landscape poster's bytes", async ({
    page,
    request,
  }) => {
    const poster = await expectHeroPoster(page, "/hero/poster-portrait.avif");
    const [width, height] = await poster.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(width / height).toBeCloseTo(9 / 16, 2);
    const [portrait, landscape] = await Promise.all([
      request.get("/hero/poster-portrait.avif"),
      request.get("/hero/poster.avif"),
    ]);
    expect(portrait.headers()["content-type"]).toBe("image/avif");
    expect((await portrait.body()).byteLength).toBeLessThan((await landscape.body()).byteLength / 2);
  });
});

test("on a wide screen the hero poster is the whole landscape image", async ({ page }) => {
  await expectHeroPoster(page, "/hero/poster.avif");
});
