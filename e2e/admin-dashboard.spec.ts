import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { londonDate, openLondonDate, requestTable, uniqueEmail as guestEmail } from "./support/forms";
import { signInAsNewAdmin } from "./support/staff";
import { scaled } from "./support/time";

const region = (page: Page, name: string) => page.getByRole("region", { name });

async function newCount(page: Page, label: string): Promise<number> {
  const aria = await page.getByRole("link", { name: new RegExp(`^${label}: \\d+ new$`) }).getAttribute("aria-label");
  return Number(/(\d+) new$/.exec(aria ?? "")?.[1] ?? Number.NaN);
}

test.describe("admin dashboard", () => {
  test("shows today's hours, the enquiry cards and the latest activity", async ({ page, request }) => {
    const email = await signInAsNewAdmin(page, request, "dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    for (const [label, type, status] of [
      ["Reservations", "reservation", "requested"],
      ["Event enquiries", "event", "new"],
      ["Messages", "contact", "new"],
    ] as const) {
      await expect(page.getByRole("link", { name: new RegExp(`^${label}: \\d+ new$`) })).toHaveAttribute(
        "href",
        `/admin/enquiries?type=${type}&status=${status}`,
      );
    }
    await expect(page.getByRole("link", { name: /^Newsletter sign-ups: \d+ this week$/ })).toHaveAttribute(
      "href",
      "/admin/enquiries?type=newsletter",
    );

    const hours = region(page, "Today’s hours");
    await expect(hours.getByRole("link", { name: "Edit hours" })).toHaveAttribute("href", "/admin/opening-times");
    const guest = await page.context().newPage();
    await guest.goto("/contact");
    const publicToday = (await guest.getByTestId("contact-today-hours").innerText())
      .replace(/^Today:\s*/, "")
      .replace(/\s*\(.*\)$/, "");
    await guest.close();
    expect(publicToday).toMatch(/Closed|\d(am|pm)/);
    await expect(hours).toContainText(publicToday);
    await expect(hours.getByText(/^(Usual weekly hours|Special hours today)/)).toBeVisible();

    await expectNoAxeViolations(page);

    const refresh = page.getByRole("button", { name: "Refresh public site" });
    await expect(refresh).toHaveAccessibleDescription(
      /^Changes made here show on the website at once\. Use this only after changing the content some other way/,
    );
    await refresh.click();
    await expect(page.getByText("Public site refreshed")).toBeVisible();
    const activity = region(page, "Latest activity");
    const mine = activity.getByRole("listitem").filter({ hasText: email });
    await expect(mine.first()).toContainText("Refreshed the public site's cached content");
    await expect(mine.first().locator("time")).toHaveText(/^Today, \d{2}:\d{2}$/);
    await expect(activity.getByRole("link", { name: "View all" })).toHaveAttribute("href", "/admin/activity");

    await expect(page.getByRole("region", { name: "Quick links" }).getByRole("link")).toHaveCount(15);
  });

  test("a reservation sent from the public form appears within 30 seconds without a reload (on a phone)", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(scaled(75_000));
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsNewAdmin(page, request, "dashboard-live");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const before = await newCount(page, "Reservations");
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    const name = `Live Guest ${Date.now().toString(36)}`;
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await requestTable(guest, {
      name,
      email: guestEmail("dashboard-live"),
      phone: "07700 900456",
      guests: "4",
      date: openLondonDate(1),
      time: "17:00",
    });
    const sentAt = Date.now();
    await guestContext.close();

    const row = region(page, "Reservation requests").getByRole("link").filter({ hasText: name });
    await expect(row).toBeVisible({ timeout: scaled(30_000) });
    expect(Date.now() - sentAt).toBeLessThan(30_000);
    await expect(row).toContainText("5pm");
    await expect(row).toContainText("4 guests");
    await expect(row).toContainText("Requested");
    await expect(row).toHaveAttribute("href", /^\/admin\/enquiries\/[0-9a-f-]{36}$/);
    expect(await newCount(page, "Reservations")).toBeGreaterThan(before);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test("requests beyond the coming week are counted with a link to the inbox filtered to them", async ({
    page,
    browser,
    request,
  }) => {
    const name = `Later Guest ${Date.now().toString(36)}`;
    const date = openLondonDate(8);
    const guestContext = await browser.newContext();
    await requestTable(await guestContext.newPage(), {
      name,
      email: guestEmail("dashboard-later"),
      phone: "07700 900457",
      guests: "2",
      date,
      time: "17:00",
    });
    await guestContext.close();

    await signInAsNewAdmin(page, request, "dashboard-later");
    const card = region(page, "Reservation requests");
    await expect(card.getByRole("link").filter({ hasText: name })).toHaveCount(0);
    const later = card.getByRole("link", { name: /^\d+ requests? from .+ on$/ });
    await expect(later).toBeVisible();
    await expect(later).toHaveAttribute("href", new RegExp(`[?&]booked_from=${londonDate(7)}(&|$)`));
    await later.click();

    await expect(page).toHaveURL(/\/admin\/enquiries\?type=reservation&status=requested&booked_from=/);
    await expect(page.getByLabel("Booked for, from")).toHaveValue(londonDate(7));
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a record's link that leads nowhere says so inside the admin, with the way back", async ({ page, request }) => {
    test.setTimeout(scaled(120_000)); // 21 page loads
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsNewAdmin(page, request, "record-gone");
    // A well-formed id of no record, a link cut short, and hex of an id's length that PostgreSQL cannot read.
    for (const id of ["5b2f8c1e-0000-4000-8000-000000000000", "5b2f8c1e-00", "0123456789abcdef0123456789abcdef-012"]) {
      for (const [path, title, back, list] of [
        [`/admin/guests/${id}`, "Guest not found", "Back to the guest book", "/admin/guests"],
        [`/admin/popups/${id}`, "Popup not found", "Back to popups", "/admin/popups"],
        [`/admin/newsletter/${id}`, "Newsletter not found", "All newsletters", "/admin/newsletter"],
        [`/admin/newsletter/${id}/edit`, "Newsletter not found", "All newsletters", "/admin/newsletter"],
        [`/admin/enquiries/${id}`, "Enquiry not found", "Back to enquiries", "/admin/enquiries"],
        [`/admin/outbox/${id}`, "E-mail not found", "Back to the outbox", "/admin/outbox"],
        [`/admin/activity/${id}`, "Entry not found", "Back to activity", "/admin/activity"],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole("link", { name: back })).toHaveAttribute("href", list);
      }
    }
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Back to activity" }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
  });
});
