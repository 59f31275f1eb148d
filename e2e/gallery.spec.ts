import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { withoutPopups } from "./support/popups";
import { scaled } from "./support/time";

test.beforeEach(async ({ page }) => {
  await withoutPopups(page);
});

const grid = (page: import("@playwright/test").Page) => page.getByRole("list", { name: "Gallery" });

test("filter buttons: All plus each category, capitalised, pressed state", async ({ page }) => {
  await page.goto("/gallery");
  const filters = page.getByRole("group", { name: "Filter the gallery" });
  await expect(filters.getByRole("button")).toHaveText(["All", "Food", "Interior", "Drinks", "Events"]);
  await expect(filters.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  await expect(grid(page).getByRole("listitem")).toHaveCount(16);

  await filters.getByRole("button", { name: "Drinks" }).click();
  await expect(filters.getByRole("button", { name: "Drinks" })).toHaveAttribute("aria-pressed", "true");
  await expect(filters.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
  await expect(grid(page).getByRole("button")).toHaveText([
    /Rose & Cardamom Cooler/,
    /Saffron Sunset/,
    /Mint Lemonade/,
  ]);

  await expect(page.getByRole("link", { name: "Follow us on Instagram @47restaurant" })).toHaveAttribute("href", "#");
});

test("media loads only when scrolled into view, with width and height and AVIF first", async ({ page }) => {
  await page.goto("/gallery");
  const tiles = page.getByTestId("gallery-media");
  await expect(tiles).toHaveCount(16);
  await expect(tiles.first()).toHaveAttribute("data-loaded", "true");
  const last = tiles.last();
  await expect(last).toHaveAttribute("data-loaded", "false");
  await expect(last.locator("img, video")).toHaveCount(0);

  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute("data-loaded", "true");
  const firstPicture = tiles.first().locator("picture");
  await expect(firstPicture.locator("source")).toHaveAttribute("type", "image/avif");
  const img = firstPicture.locator("img");
  await expect(img).toHaveAttribute("width", /^\d+$/);
  await expect(img).toHaveAttribute("height", /^\d+$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});

test("a video plays on hover and resets on mouse leave", async ({ page }) => {
  await page.goto("/gallery");
  const tile = grid(page).getByRole("button", { name: /Evening at the Tandoor \(video\)/ });
  await tile.scrollIntoViewIfNeeded();
  const video = tile.locator("video");
  await expect(video).toHaveCount(1);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await tile.hover();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: scaled(10_000) })
    .toBe(true);
  await page.mouse.move(2, 2);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, at: v.currentTime })))
    .toEqual({ paused: true, at: 0 });
});

test("lightbox: arrows step through, Escape, the close button and the backdrop close it, focus returns", async ({
  page,
}) => {
  await page.goto("/gallery");
  const first = grid(page).getByRole("button").first();
  await first.click();
  const lightbox = page.getByRole("dialog", { name: "Sindhi Biryani" });
  await expect(lightbox).toBeVisible();
  await expect(lightbox).toContainText("1 / 16");
  await expect(lightbox.locator("picture source[type='image/avif']")).toHaveCount(1);

  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog", { name: "The Dining Room" })).toContainText("2 / 16");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("dialog", { name: "Evening at the Tandoor" })).toContainText("16 / 16");
  await page.keyboard.press("ArrowRight");
  await expect(lightbox).toContainText("1 / 16");

  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(first).toBeFocused();

  await first.click();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(first).toBeFocused();

  await first.click();
  await page.getByRole("dialog").getByRole("button", { name: "Next image" }).click();
  await expect(page.getByRole("dialog", { name: "The Dining Room" })).toBeVisible();
  await page.mouse.click(30, 30);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(grid(page).getByRole("button", { name: /The Dining Room/ })).toBeFocused();
});

test("the lightbox follows the filter and passes axe", async ({ page }) => {
  await page.goto("/gallery");
  await page.getByRole("button", { name: "Events", exact: true }).click();
  await grid(page).getByRole("button").first().click();
  const lightbox = page.getByRole("dialog", { name: "A Banquet Evening" });
  await expect(lightbox).toContainText("1 / 3");
  await expectNoAxeViolations(page);
});

test("gallery passes axe", async ({ page }) => {
  await page.goto("/gallery");
  await expect(page.getByTestId("gallery-media").first()).toHaveAttribute("data-loaded", "true");
  await expectNoAxeViolations(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
    const cdp = await page.context().newCDPSession(page);
    const steps = 8;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
    for (let i = 1; i <= steps; i++) {
      const point = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  }

  test("in the lightbox a swipe moves between images", async ({ page }) => {
    await page.goto("/gallery");
    await grid(page).getByRole("button").first().click();
    const lightbox = page.getByRole("dialog", { name: "Sindhi Biryani" });
    await expect(lightbox).toContainText("1 / 16");
    const picture = lightbox.locator("picture img");
    await expect.poll(() => picture.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const box = (await picture.boundingBox())!;
    const y = box.y + box.height / 2;

    await swipe(page, { x: 320, y }, { x: 60, y: y + 10 });
    await expect(page.getByRole("dialog", { name: "The Dining Room" })).toContainText("2 / 16");
    await swipe(page, { x: 60, y }, { x: 320, y });
    await expect(page.getByRole("dialog", { name: "Sindhi Biryani" })).toContainText("1 / 16");
    await swipe(page, { x: 60, y }, { x: 320, y });
    await expect(page.getByRole("dialog", { name: "Evening at the Tandoor" })).toContainText("16 / 16");
    await swipe(page, { x: 200, y }, { x: 185, y });
    await expect(page.getByRole("dialog", { name: "Evening at the Tandoor" })).toContainText("16 / 16");
  });

  test("the lightbox hides the page behind it, caption included", async ({ page }) => {
    await page.goto("/gallery");
    await grid(page).getByRole("button").first().click();
    const lightbox = page.getByRole("dialog", { name: "Sindhi Biryani" });
    await expect(lightbox).toBeVisible();
    await lightbox.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    const alpha = (color: string) => {
      const parts = color.match(/[\d.]+/g) ?? [];
      return parts.length === 4 ? Number(parts[3]) : parts.length === 3 ? 1 : 0;
    };
    const colours = await lightbox.evaluate((el) => ({
      own: getComputedStyle(el).backgroundColor,
      backdrop: getComputedStyle(el, "::backdrop").backgroundColor,
    }));
    expect(alpha(colours.own), colours.own).toBe(1);
    expect(alpha(colours.backdrop), colours.backdrop).toBe(1);
    await expectNoAxeViolations(page);
  });
});
