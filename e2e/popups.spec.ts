import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { createPopup, deletePopups, popupHostReady, uniquePath, type TestPopup } from "./support/popups";

let created: string[] = [];

test.afterEach(async ({ request }) => {
  await deletePopups(request, created);
  created = [];
});

async function popup(request: import("@playwright/test").APIRequestContext, p: TestPopup) {
  const id = await createPopup(request, p);
  created.push(id);
  return id;
}

const popupDialog = (page: Page) => page.getByTestId("popup");

async function visit(page: Page, path: string) {
  await page.goto(path);
  await popupHostReady(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test("shows only on the pages listed, and the highest priority, then the newest, wins", async ({ page, request }) => {
  const here = uniquePath("here");
  const elsewhere = uniquePath("elsewhere");
  await popup(request, { headline: "Low priority", pages: [here], priority: 1 });
  await popup(request, {
    headline: "High and older",
    pages: [here],
    priority: 5,
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  });
  await popup(request, { headline: "High and newer", pages: [here], priority: 5 });

  await visit(page, elsewhere);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(popupDialog(page)).toHaveCount(0);

  await page.goto(here);
  await expect(page.getByRole("dialog", { name: "High and newer" })).toBeVisible();
  await page.getByRole("button", { name: "Close" }).click();
  await expect(popupDialog(page)).toHaveCount(0);
});

test('audience "new" shows on the first visit only; "returning" from the next visit on', async ({
  context,
  request,
}) => {
  const path = uniquePath("audience");
  await popup(request, { headline: "Welcome, first-timer", pages: [path], audience: "new", frequency: "always" });
  await popup(request, { headline: "Welcome back", pages: [path], audience: "returning", frequency: "always" });

  const firstVisit = await context.newPage();
  await firstVisit.goto(path);
  await expect(firstVisit.getByRole("dialog", { name: "Welcome, first-timer" })).toBeVisible();
  await firstVisit.reload();
  await expect(firstVisit.getByRole("dialog", { name: "Welcome, first-timer" })).toBeVisible();

  const laterVisit = await context.newPage();
  await laterVisit.goto(path);
  await expect(laterVisit.getByRole("dialog", { name: "Welcome back" })).toBeVisible();
  await expect(laterVisit.getByRole("dialog", { name: "Welcome, first-timer" })).toHaveCount(0);
});

test('frequency "always": dismissing is not remembered', async ({ page, request }) => {
  const path = uniquePath("always");
  await popup(request, { headline: "Every time", pages: [path], frequency: "always" });
  await page.goto(path);
  await expect(page.getByRole("dialog", { name: "Every time" })).toBeVisible();
  const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
  expect(await rootOverflow()).toBe("hidden");
  await page.getByRole("dialog", { name: "Every time" }).getByRole("button", { name: "Close" }).click();
  await expect(popupDialog(page)).toHaveCount(0);
  expect(await rootOverflow()).not.toBe("hidden");
  await page.reload();
  await expect(page.getByRole("dialog", { name: "Every time" })).toBeVisible();
});

test('frequency "session": dismissed for the rest of the browser session only', async ({ context, request }) => {
  const path = uniquePath("session");
  await popup(request, { headline: "Once a session", pages: [path], frequency: "session" });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole("dialog", { name: "Once a session" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(popupDialog(page)).toHaveCount(0);
  await visit(page, new URL(page.url()).pathname);
  await expect(popupDialog(page)).toHaveCount(0);

  const nextSession = await context.newPage();
  await nextSession.goto(path);
  await expect(nextSession.getByRole("dialog", { name: "Once a session" })).toBeVisible();
});

test("persistent frequency: dismissed across sessions, stored with a timestamp", async ({ context, request }) => {
  const path = uniquePath("persistent");
  const id = await popup(request, { headline: "Just the once", pages: [path], frequency: "persistent" });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole("dialog", { name: "Just the once" })).toBeVisible();
  await page.mouse.click(10, 10);
  await expect(popupDialog(page)).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("47:popup-dismissed") ?? "{}"));
  expect(Math.abs(stored[id] - Date.now())).toBeLessThan(60_000);

  const nextSession = await context.newPage();
  await visit(nextSession, path);
  await expect(popupDialog(nextSession)).toHaveCount(0);
});

test("an http call to action opens a new tab safely and closes the popup", async ({ page, context, request }) => {
  const path = uniquePath("external");
  await popup(request, {
    headline: "Follow our kitchen",
    pages: [path],
    ctaLabel: "See the reel",
    ctaUrl: "https://example.com/reel",
    frequency: "session",
  });
  await context.route("https://example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Elsewhere</title>" }),
  );
  await page.goto(path);
  const cta = page.getByRole("dialog", { name: "Follow our kitchen" }).getByRole("link", { name: /See the reel/ });
  await expect(cta).toHaveAttribute("target", "_blank");
  await expect(cta).toHaveAttribute("rel", "noopener noreferrer");
  const [tab] = await Promise.all([context.waitForEvent("page"), cta.click()]);
  await expect(tab).toHaveURL("https://example.com/reel");
  await expect(popupDialog(page)).toHaveCount(0);
  await visit(page, new URL(page.url()).pathname);
  await expect(popupDialog(page)).toHaveCount(0);
});

test("no call to action without both a label and a URL", async ({ page, request }) => {
  const path = uniquePath("nocta");
  await popup(request, { headline: "Label only", pages: [path], ctaLabel: "Go somewhere", ctaUrl: null });
  await page.goto(path);
  const dialog = page.getByRole("dialog", { name: "Label only" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link")).toHaveCount(0);
});

test("a popup that is not dismissible has no close control, never traps the visitor, and goes with its call to action", async ({
  page,
  request,
}) => {
  const path = uniquePath("sticky");
  await popup(request, {
    headline: "Tonight only",
    pages: [path],
    dismissible: false,
    ctaLabel: "Book tonight",
    ctaUrl: "/reservations",
    frequency: "session",
  });
  await page.goto(path);
  const panel = page.getByRole("dialog", { name: "Tonight only" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("button", { name: "Close" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(panel).toBeVisible();
  await expect(page.getByRole("link", { name: "Return Home" })).toBeVisible();
  await panel.getByRole("link", { name: "Book tonight" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/reservations$/);
  await expect(panel).toHaveCount(0);
});

test("stored markup renders inert: no script, no event handlers, no javascript: links", async ({ page, request }) => {
  const path = uniquePath("xss");
  let dialogs = 0;
  page.on("dialog", (d) => {
    dialogs++;
    void d.dismiss();
  });
  await popup(request, {
    headline: "Markup test",
    pages: [path],
    bodyRichtext: `<p>Hello <strong>guests</strong></p><img src=x onerror="alert(1)"><svg><script>alert(2)</script></svg><a href="javascript:alert(3)">Click me</a>`,
  });
  await page.goto(path);
  const dialog = page.getByRole("dialog", { name: "Markup test" });
  await expect(dialog.locator("strong")).toHaveText("guests");
  await expect(dialog.locator("img, svg:not([aria-hidden]), script")).toHaveCount(0);
  await expect(dialog.getByText("Click me")).toBeVisible();
  await expect(dialog.locator("a[href^='javascript']")).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test("popups are fetched again every 60 seconds", async ({ page, request }) => {
  const path = uniquePath("refresh");
  await page.clock.install();
  await visit(page, path);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(popupDialog(page)).toHaveCount(0);
  await popup(request, { headline: "Fresh news", pages: [path] });
  const refetched = page.waitForResponse("**/api/popups");
  await page.clock.fastForward(61_000);
  await refetched;
  await expect(page.getByRole("dialog", { name: "Fresh news" })).toBeVisible();
});

test("the demo popup on the home page: open state passes axe; dismissed for the session", async ({ page }) => {
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Winter Tasting Menu" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Reserve a Table" })).toHaveAttribute("href", "/reservations");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expectNoAxeViolations(page);
  await page.getByRole("banner").getByRole("link", { name: "47 Restaurant", exact: true }).click();
  await visit(page, "/");
  await expect(popupDialog(page)).toHaveCount(0);
});
