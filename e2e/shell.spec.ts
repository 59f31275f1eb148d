import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { withoutPopups } from "./support/popups";

test.beforeEach(async ({ page }) => {
  await withoutPopups(page);
});

const NAV = [
  ["About", "/about"],
  ["Menu", "/menu"],
  ["Reservations", "/reservations"],
  ["Events", "/events"],
  ["Online Ordering", "/online-ordering"],
  ["Gallery", "/gallery"],
  ["Contact", "/contact"],
] as const;

test.describe("site shell on a desktop", () => {
  test("header: logo home and the seven links in order", async ({ page }) => {
    await page.goto("/about");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "47 Restaurant", exact: true })).toHaveAttribute("href", "/");
    const links = banner.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(links).toHaveText(NAV.map(([label]) => label));
    for (const [i, [, href]] of NAV.entries()) await expect(links.nth(i)).toHaveAttribute("href", href);
    await expect(links.first()).toHaveAttribute("aria-current", "page");
  });

  test("footer: contact details, links, socials, hours and today", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("47 Leicester Road")).toBeVisible();
    await expect(footer.getByRole("link", { name: "0116 288 4747" })).toHaveAttribute("href", "tel:+441162884747");
    await expect(footer.getByRole("link", { name: "hello@47restaurant.co.uk" })).toHaveAttribute(
      "href",
      "mailto:hello@47restaurant.co.uk",
    );
    const explore = footer.getByRole("navigation", { name: "Footer" }).getByRole("link");
    await expect(explore).toHaveText(["Menu", "About", "Contact", "Reservations"]);
    for (const name of ["Instagram", "Facebook", "TikTok"]) {
      await expect(footer.getByRole("link", { name: `47 Restaurant on ${name}` })).toHaveAttribute("href", "#");
    }
    await expect(footer.getByRole("term").filter({ hasText: "Tue – Thu" })).toBeVisible();
    await expect(footer.getByRole("definition").filter({ hasText: "5pm – 10pm" })).toBeVisible();
    await expect(footer.getByRole("definition").filter({ hasText: "12pm – 3pm, 5pm – 11pm" })).toBeVisible();
    await expect(footer.getByRole("definition").filter({ hasText: "1pm – 9:30pm" })).toBeVisible();
    await expect(footer.getByTestId("today-hours")).toContainText(/^Today: (Closed|\d)/);
    await expect(footer).toContainText("© 2024 47 Restaurant");
  });

  test("every navigation starts at the top", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole("contentinfo").getByRole("link", { name: "Menu" }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("links fetch the next page when the guest reaches for them, not as soon as they are on screen, and navigate in place", async ({
    page,
  }) => {
    const prefetched: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has("_rsc")) prefetched.push(url.pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(prefetched).toEqual([]);

    const book = page.getByRole("main").getByRole("link", { name: "Book a Table" }).first();
    const viewMenu = page.getByRole("main").getByRole("link", { name: "View Menu" }).first();
    await book.evaluate((a: HTMLElement) => a.focus());
    await viewMenu.hover();
    await expect.poll(() => prefetched.includes("/menu")).toBe(true);
    expect(prefetched).not.toContain("/reservations");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(book).toBeFocused();
    await expect.poll(() => prefetched.includes("/reservations")).toBe(true);

    // The new tab is checked by the request it makes: Playwright sometimes loses such a tab's page
    // while it moves from about:blank to the site in another renderer, and then never sees its URL.
    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      page.context().waitForEvent("request", (r) => r.isNavigationRequest() && new URL(r.url()).pathname === "/menu"),
      viewMenu.click({ modifiers: ["ControlOrMeta"] }),
    ]);
    await tab.close();
    await expect(page).toHaveURL(/\/$/);

    await page.evaluate(() => Object.assign(window, { beforeNavigation: true }));
    await viewMenu.click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Menu" })).toBeVisible();
    expect(await page.evaluate(() => "beforeNavigation" in window)).toBe(true);
  });

  test("the shell passes axe", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByTestId("today-hours")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("site shell on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("slide-in panel: opens, traps focus, closes on Escape, overlay and route change", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });

    await open.click();
    const panel = page.getByRole("dialog", { name: "Navigation" });
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(Math.min(420, 390 * 0.92) + 1);
    await expect(panel.getByRole("navigation").getByRole("link")).toHaveText(
      NAV.map(([label], i) => `${String(i + 1).padStart(2, "0")}${label}`),
    );
    for (let i = 0; i < 15; i++) await page.keyboard.press("Tab");
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.mouse.click(10, 400);
    await expect(panel).toBeHidden();

    await open.click();
    await panel.getByRole("link", { name: /Gallery/ }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(panel).toBeHidden();
  });
});

for (const [what, prefix] of [
  ["an unknown path", "/no-such-page-"],
  ["an unknown form's answer page", "/enquiry/no-such-form-"],
] as const) {
  test(`${what} gets the 404 page, status and a server log line`, async ({ page, request }) => {
    const missing = `${prefix}${Date.now()}`;
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    // In the server's HTML itself, so a guest without JavaScript reads it too.
    expect(await (await request.get(missing)).text()).toContain("Oops! Page not found");
    await page.getByRole("link", { name: "Return Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeHidden();
    await expect.poll(() => readFileSync(process.env.E2E_SERVER_LOG!, "utf8")).toContain(`[404] ${missing}`);
    expect(readFileSync(process.env.E2E_SERVER_LOG!, "utf8")).not.toMatch(/\[404\] \/about\b/);
  });
}

test("a render error shows the error screen with Try Again and Go Home", async ({ page }) => {
  await page.goto("/e2e/render-error");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(
    page.getByText("We're sorry, but something unexpected happened. Please try refreshing the page."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
