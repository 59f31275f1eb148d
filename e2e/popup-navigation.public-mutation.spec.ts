import { expect, test } from "@playwright/test";
import { createPopup, deletePopups, popupHostReady } from "./support/popups";

let created: string[] = [];

test.afterEach(async ({ request }) => {
  await deletePopups(request, created);
  created = [];
});

test("an in-app call to action navigates within the site and records the dismissal", async ({ page, request }) => {
  const headline = `Our new menu ${Date.now()}`;
  created.push(
    await createPopup(request, {
      headline,
      pages: ["/about"],
      ctaLabel: "See the menu",
      ctaUrl: "/menu",
      frequency: "session",
      priority: 1000,
    }),
  );
  await page.goto("/about");
  const cta = page.getByRole("dialog", { name: headline }).getByRole("link", { name: "See the menu" });
  await expect(cta).not.toHaveAttribute("target", "_blank");
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await cta.click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole("heading", { level: 1, name: "Our Menu" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.goto("/about");
  await popupHostReady(page);
  await expect(page.getByRole("dialog", { name: headline })).toHaveCount(0);
});

test("a call to action to a section of the page it is on scrolls there, like a category link", async ({
  page,
  request,
}) => {
  const headline = `Try our small plates ${Date.now()}`;
  created.push(
    await createPopup(request, {
      headline,
      pages: ["/menu"],
      ctaLabel: "See the small plates",
      ctaUrl: "/menu#small-plates",
      frequency: "session",
      priority: 1000,
    }),
  );
  await page.goto("/menu");
  const section = page.locator("#menu-small-plates");
  await page.getByRole("dialog", { name: headline }).getByRole("link", { name: "See the small plates" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/menu#small-plates$/);
  await expect.poll(async () => Math.round((await section.boundingBox())!.y)).toBe(120);
  await expect(
    page.getByRole("navigation", { name: "Menu sections" }).getByRole("link", { name: /Small Plates/ }),
  ).toHaveAttribute("aria-current", "location");
});
