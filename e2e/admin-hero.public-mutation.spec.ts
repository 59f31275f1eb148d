import { expect, test, type Page } from "@playwright/test";
import { demoVideo, expectGone, expectServed, uniqueJpeg } from "./support/media";
import { withoutPopups } from "./support/popups";
import { signInAsNewAdmin } from "./support/staff";
import { scaled } from "./support/time";

test.describe.configure({ mode: "serial" });

/** The home page's hero, expected in video mode with three slides to choose from. */
async function homeHero(page: Page) {
  await withoutPopups(page);
  await page.goto("/");
  const hero = page.getByTestId("hero");
  await expect(hero).toHaveAttribute("data-mode", "video");
  await expect(hero.getByRole("button", { name: /Show slide \d of 3/ })).toHaveCount(3);
  return hero;
}

async function deleteSlide(page: Page, alt: string, confirm: string) {
  await page.goto("/admin/hero-management");
  await page.getByRole("button", { name: `Delete “${alt}”` }).click();
  await page.getByRole("alertdialog", { name: confirm }).getByRole("button", { name: "Delete" }).click();
}

test("add a hero video with WebM and poster (slide duration in seconds), move it first, see it on the home page, then delete it and its files", async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(150_000));
  await signInAsNewAdmin(page, request, "hero", "/admin/hero-management");

  const alt = `Evening service in the dining room ${Date.now().toString(36)}`;
  const form = page.getByRole("region", { name: "Add a hero slide" });
  await form.getByLabel("MP4 video (optional)").setInputFiles(demoVideo("mp4", "dining-room.mp4"));
  await form.getByLabel("WebM video (optional)").setInputFiles(demoVideo("webm", "dining-room.webm"));
  await form
    .getByLabel("Poster image (required)")
    .setInputFiles(await uniqueJpeg("dining-room-poster.jpg", 1920, 1080));
  await expect(form.getByText("Added")).toHaveCount(3, { timeout: scaled(30_000) });
  await form.getByLabel("Alt text").fill(alt);
  const duration = form.getByLabel("Slide duration (seconds)");
  await expect(duration).toHaveValue("5");
  await duration.fill("3");
  await form.getByLabel("Status").selectOption("published");
  await form.getByRole("button", { name: "Add hero slide" }).click();
  await expect(form.getByText("Each slide shows for at least 3.5 seconds.")).toBeVisible();
  await expect(duration).toHaveAttribute("aria-invalid", "true");
  await duration.fill("4.5");
  await form.getByRole("button", { name: "Add hero slide" }).click();
  await expect(page.getByText("Hero video added to the home page.")).toBeVisible();

  const list = page.getByRole("region", { name: "Hero videos" });
  await expect(list.getByRole("article")).toHaveCount(3);
  await expect(list.getByRole("article").last()).toHaveAccessibleName(alt);
  await expect(list.getByRole("article").last().getByText("4.5 s per slide")).toBeVisible();
  await page.getByRole("button", { name: `Edit “${alt}”` }).click();
  const edit = page.getByRole("dialog", { name: "Edit hero video" });
  await expect(edit.getByLabel("Slide duration (seconds)")).toHaveValue("4.5");
  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(edit).toBeHidden();

  await page.getByRole("button", { name: `Move “${alt}” up` }).click();
  await expect(list.getByRole("article").nth(1)).toHaveAccessibleName(alt);
  await page.getByRole("button", { name: `Move “${alt}” up` }).click();
  await expect(list.getByRole("article").first()).toHaveAccessibleName(alt);
  await expect(page.getByRole("status").filter({ hasText: "Saving the new order…" })).toHaveCount(0);
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("img", { name: alt })).toBeAttached();
  await preview.getByRole("button", { name: "Play the preview" }).click();
  await expect(preview.getByTestId("hero").getByRole("button", { name: /Show slide \d of 3/ })).toHaveCount(3);
  await expect(preview.locator('[data-testid="hero-video"][data-slide="0"] source[type="video/mp4"]')).toHaveAttribute(
    "src",
    /^\/media\/hero\/[0-9a-f]{32}\.mp4$/,
  );

  const hero = await homeHero(page);
  const first = hero.locator('[data-testid="hero-video"][data-slide="0"]');
  const mp4 = (await first.locator('source[type="video/mp4"]').getAttribute("src"))!;
  const webm = (await first.locator('source[type="video/webm"]').getAttribute("src"))!;
  expect(mp4).toMatch(/^\/media\/hero\/[0-9a-f]{32}\.mp4$/);
  expect(webm).toMatch(/^\/media\/hero\/[0-9a-f]{32}\.webm$/);
  const poster = (await first.getAttribute("poster"))!;
  expect(poster).toMatch(/^\/media\/hero\/[0-9a-f]{16,}\.webp$/);
  await expect(page.getByTestId("hero-poster")).toHaveAttribute("alt", alt);
  await expectServed(request, mp4, "video/mp4");
  await expectServed(request, webm, "video/webm");
  await expectServed(request, poster, "image/webp");
  const [stable, stored] = await Promise.all([request.get("/hero/poster.webp"), request.get(poster)]);
  expect(Buffer.compare(await stable.body(), await stored.body())).toBe(0);

  await deleteSlide(page, alt, "Delete this hero video?");
  await expect(page.getByText("Hero video deleted, with its files.")).toBeVisible();
  await expect(list.getByRole("article")).toHaveCount(2);
  for (const url of [mp4, webm, poster]) await expectGone(request, url);
  await page.goto("/");
  await expect(page.getByTestId("hero").getByRole("button", { name: /Show slide \d of 2/ })).toHaveCount(2);
});

test("a photograph alone makes a still slide, shown for its duration between the videos", async ({ page, request }) => {
  test.setTimeout(scaled(120_000));
  await signInAsNewAdmin(page, request, "hero-still", "/admin/hero-management");
  const form = page.getByRole("region", { name: "Add a hero slide" });

  await form.getByRole("button", { name: "Add hero slide" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Upload a photograph for a still slide, or an MP4 video with its poster image.",
  );

  const alt = `The terrace at sunset ${Date.now().toString(36)}`;
  await form.getByLabel("Poster image (required)").setInputFiles(await uniqueJpeg("terrace.jpg", 1600, 900));
  await expect(form.getByText("Added")).toHaveCount(1, { timeout: scaled(30_000) });
  await form.getByLabel("Alt text").fill(alt);
  await form.getByLabel("Slide duration (seconds)").fill("4");
  await form.getByLabel("Status").selectOption("published");
  await form.getByRole("button", { name: "Add hero slide" }).click();
  await expect(page.getByText("Still slide added to the home page.")).toBeVisible();
  const list = page.getByRole("region", { name: "Hero videos" });
  const row = list.getByRole("article", { name: alt });
  await expect(row.getByText("Still image")).toBeVisible();
  await page.getByRole("button", { name: `Move “${alt}” to the top` }).click();
  await expect(list.getByRole("article").first()).toHaveAccessibleName(alt);
  await expect(page.getByRole("status").filter({ hasText: "Saving the new order…" })).toHaveCount(0);

  const hero = await homeHero(page);
  const still = hero.locator('[data-testid="hero-still"][data-slide="0"]');
  await expect(still).toHaveAttribute("data-active", "true");
  await expect(still).toHaveAttribute("src", /^\/media\/hero\/[0-9a-f]{16,}\.webp$/);
  await expect(page.getByTestId("hero-poster")).toHaveAttribute("alt", alt);
  await expect(hero.locator('[data-testid="hero-video"][data-slide="1"]')).toHaveAttribute("data-active", "true", {
    timeout: scaled(15_000),
  });
  await expect(hero.locator('[data-testid="hero-still"][data-slide="0"]')).toHaveAttribute("data-active", "false");

  await deleteSlide(page, alt, "Delete this still slide?");
  await expect(list.getByRole("article")).toHaveCount(2);
});
