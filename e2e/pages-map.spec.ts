import { expect, test, type Page } from "@playwright/test";

const MAP_HOST = "www.google.com";

async function watchMapHost(page: Page) {
  const requests: string[] = [];
  await page.route(`https://${MAP_HOST}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "" }),
  );
  page.on("request", (request) => {
    if (new URL(request.url()).host === MAP_HOST) requests.push(request.url());
  });
  return requests;
}

for (const path of ["/events", "/contact"]) {
  test(`${path}: the map loads only when asked, then shows a titled frame`, async ({ page }) => {
    const requests = await watchMapHost(page);
    await page.goto(path);
    const region = page.getByRole("region", { name: "On Leicester Road, Wigston" });
    const show = region.getByRole("button", { name: "Show map" });
    await show.scrollIntoViewIfNeeded();
    await expect(show).toBeVisible();
    await expect(region).toContainText("47 Leicester Road");
    const directions = region.getByRole("link", { name: "Get directions (opens in a new tab)" });
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute("rel", /noopener/);
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);
    await expect(region.locator("iframe")).toHaveCount(0);

    await show.click();
    const frame = region.locator("iframe");
    await expect(frame).toHaveAttribute(
      "title",
      "Map showing 47 Restaurant, 47 Leicester Road, Wigston, Leicester, LE18 1NS",
    );
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\?q=.*output=embed$/);
    await expect(frame).toBeFocused();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
  });
}
