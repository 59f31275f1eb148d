import { expect, test } from "@playwright/test";
import { withoutPopups } from "./support/popups";

test("gallery tiles and the lightbox paint each picture's colours before it loads", async ({ page, request }) => {
  const html = await (await request.get("/gallery")).text();
  const painted =
    html.match(
      /<button[^>]*class="tile group"[^>]*style="background:(#[0-9a-f]{6}|linear-gradient\(#[0-9a-f]{6},#[0-9a-f]{6}\))"/g,
    ) ?? [];
  const tiles = html.match(/<button[^>]*class="tile group"/g) ?? [];
  expect(tiles.length).toBeGreaterThan(0);
  expect(painted).toHaveLength(tiles.length);

  await withoutPopups(page);
  await page.route(/\/media\/gallery\/.*\.(webp|avif)$/, (route) => route.abort());
  await page.goto("/gallery");
  const first = page.getByRole("list", { name: "Gallery" }).getByRole("button").first();
  const paint =
    /background: ?(#[0-9a-f]{6}|linear-gradient\(#[0-9a-f]{6}, ?#[0-9a-f]{6}\)|rgb\(\d+, \d+, \d+\)|linear-gradient\(rgb\(\d+, \d+, \d+\), rgb\(\d+, \d+, \d+\)\))/;
  await expect(first).toHaveAttribute("style", paint);

  await first.click();
  const lightbox = page.getByTestId("lightbox");
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator("figure img")).toHaveAttribute("style", paint);
});
