import { expect, test, type Page } from "@playwright/test";
import { demoVideo, expectGone, expectServed, uniqueJpeg } from "./support/media";
import { withoutPopups } from "./support/popups";
import { activityCount, signInAsNewAdmin } from "./support/staff";
import { scaled } from "./support/time";

test.describe.configure({ mode: "serial", timeout: scaled(180_000) });

const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

/** Titles new to this run; an upload's title is taken from its file name. */
const newTitles = <T extends string[]>(...titles: T) =>
  titles.map((t) => `${t} ${Date.now().toString(36)}`) as { [K in keyof T]: string };
const fileNamed = (title: string, extension: string) => `${title.toLowerCase().replace(/ /g, "-")}.${extension}`;

/** Uploads the files into the "Kitchen" category and waits until each says Added. */
async function uploadToKitchen(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByLabel("Category for new uploads").fill("Kitchen");
  await page.getByLabel("Drop photos or videos here, or choose files").setInputFiles(files);
  const uploads = page.getByRole("list", { name: "Uploads" });
  await expect(uploads.getByRole("listitem")).toHaveCount(files.length);
  await expect(uploads.getByText("Added")).toHaveCount(files.length, { timeout: scaled(30_000) });
}

async function select(page: Page, ...titles: string[]) {
  for (const title of titles)
    await card(page, title)
      .getByRole("checkbox", { name: `Select “${title}”` })
      .click();
}

async function addAltText(page: Page, title: string, alt: string) {
  await page.getByRole("button", { name: `Edit “${title}”` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Alt text").fill(alt);
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, title).getByText("Needs alt text")).toHaveCount(0);
}

test("upload a photo and a video, publish them, reorder them, then delete them and their files", async ({
  page,
  request,
}) => {
  const email = await signInAsNewAdmin(page, request, "gallery", "/admin/gallery");

  const [photoTitle, videoTitle] = newTitles("Copper karahi", "Tandoor flames");
  const photo = await uniqueJpeg(fileNamed(photoTitle, "jpg"), 3000, 2000);
  await uploadToKitchen(page, [photo, demoVideo("mp4", fileNamed(videoTitle, "mp4"))]);
  await expect(card(page, photoTitle)).toBeVisible();
  await expect(card(page, videoTitle)).toBeVisible();
  await expect(card(page, photoTitle).getByText("Draft")).toBeVisible();
  await expect(card(page, photoTitle).getByText("Needs alt text")).toBeVisible();

  await select(page, photoTitle, videoTitle);
  const toolbar = page.getByRole("toolbar", { name: "Selected items" });
  await toolbar.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/Add alt text before publishing: .* Missing on “Copper karahi/)).toBeVisible();

  await addAltText(page, photoTitle, "Lamb karahi in a copper pot, garnished with ginger");
  await addAltText(page, videoTitle, "Naan baking against the wall of a clay oven");
  await toolbar.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published 2 items.")).toBeVisible();
  await expect(card(page, photoTitle).getByText("Published")).toBeVisible();
  expect(await activityCount(request, { action: "gallery_image.published", actor: email })).toBe(2);

  await withoutPopups(page);
  await page.goto("/gallery");
  const grid = page.getByRole("list", { name: "Gallery" });
  await page.getByRole("group", { name: "Filter the gallery" }).getByRole("button", { name: "Kitchen" }).click();
  await expect(grid.getByRole("button")).toHaveText([new RegExp(photoTitle), new RegExp(videoTitle)]);
  const picture = grid.getByRole("button", { name: new RegExp(photoTitle) }).locator("picture");
  const [avifThumb, avif] = (await picture.locator('source[type="image/avif"]').getAttribute("srcset"))!
    .split(", ")
    .map((c) => c.split(" ")[0]!);
  const webp = (await picture.locator("img").getAttribute("src"))!;
  expect(avifThumb).toMatch(/^\/media\/gallery\/[0-9a-f]{16}-thumb\.avif$/);
  expect(avif).toMatch(/^\/media\/gallery\/[0-9a-f]{16}\.avif$/);
  expect(webp).toMatch(/^\/media\/gallery\/[0-9a-f]{16}(-thumb)?\.webp$/);
  await expect(picture.locator("img")).toHaveAttribute("width", "2400");
  await expectServed(request, avifThumb!, "image/avif");
  await expectServed(request, avif!, "image/avif");
  await expectServed(request, webp, "image/webp");
  const videoSrc = (await grid
    .getByRole("button", { name: new RegExp(videoTitle) })
    .locator('source[type="video/mp4"]')
    .getAttribute("src"))!;
  await expectServed(request, videoSrc, "video/mp4");

  await page.goto("/admin/gallery");
  await page.getByRole("button", { name: `Move “${videoTitle}” up` }).click();
  await expect(page.getByText("Gallery items")).toBeVisible();
  await expect.poll(() => activityCount(request, { action: "gallery.reordered", actor: email })).toBe(1);
  await page.goto("/gallery");
  await page.getByRole("group", { name: "Filter the gallery" }).getByRole("button", { name: "Kitchen" }).click();
  await expect(grid.getByRole("button")).toHaveText([new RegExp(videoTitle), new RegExp(photoTitle)]);

  await page.goto("/admin/gallery");
  await select(page, photoTitle, videoTitle);
  await toolbar.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog", { name: "Delete 2 items?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Deleted 2 items and their files.")).toBeVisible();
  await expect(card(page, photoTitle)).toHaveCount(0);
  await expect(card(page, videoTitle)).toHaveCount(0);
  for (const url of [avifThumb!, avif!, webp, videoSrc]) await expectGone(request, url);

  await page.goto("/gallery");
  await expect(
    page.getByRole("group", { name: "Filter the gallery" }).getByRole("button", { name: "Kitchen" }),
  ).toHaveCount(0);
  await expect(grid.getByRole("button", { name: new RegExp(photoTitle) })).toHaveCount(0);
});

test("a new upload reaches first place in one click, and the burst of moves is one activity line", async ({
  page,
  request,
}) => {
  const email = await signInAsNewAdmin(page, request, "gallery-top", "/admin/gallery");

  const [title] = newTitles("Saffron rice");
  await uploadToKitchen(page, [await uniqueJpeg(fileNamed(title, "jpg"))]);

  const cards = page.getByRole("article");
  await expect(cards.last()).toHaveAccessibleName(title);
  const total = await cards.count();
  await expect(page.getByRole("button", { name: `Move “${title}” to the bottom` })).toBeDisabled();

  await page.getByRole("button", { name: `Move “${title}” to the top` }).click();
  await expect(cards.first()).toHaveAccessibleName(title);
  await expect(page.getByRole("button", { name: `Move “${title}” to the top` })).toBeDisabled();
  await page.getByRole("button", { name: `Move “${title}” down` }).click();
  await expect(cards.nth(1)).toHaveAccessibleName(title);
  await page.getByRole("button", { name: `Move “${title}” down` }).click();
  await expect(cards.nth(2)).toHaveAccessibleName(title);

  const log = await page.context().newPage();
  const line = log.getByRole("link", { name: /in the gallery \(\d+ items\)$/ });
  await expect
    .poll(
      async () => {
        await log.goto(`/admin/activity?actor=${encodeURIComponent(email)}`);
        return line.allInnerTexts();
      },
      { timeout: scaled(90_000) },
    )
    .toEqual([`Moved “${title}” from ${total} to 3 in the gallery (${total} items)`]);
  expect(await activityCount(request, { action: "gallery.reordered", actor: email })).toBe(1);
  await log.close();

  await page.goto("/admin/gallery");
  await expect(cards.nth(2)).toHaveAccessibleName(title);
  await page.getByRole("button", { name: `Delete “${title}”` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(card(page, title)).toHaveCount(0);
});
