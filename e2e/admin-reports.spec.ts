import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { signInAsNewAdmin } from "./support/staff";
import { scaled } from "./support/time";

/** With REPORTS_SCREENSHOTS set to a folder, the page as staff see it, to be looked at. */
async function shoot(page: Page, name: string) {
  const folder = process.env.REPORTS_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

interface SeededBooking {
  date: string;
  time: string;
  guests: number;
  status: string;
  createdAt: string;
}

// A month no other test books into, well inside the retention period.
const MONTH = "2025-03";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** What the page should say, counted here from the rows the hook wrote. */
function expected(rows: SeededBooking[]) {
  const booked = rows.filter((r) => r.status !== "declined");
  const noShows = rows.filter((r) => r.status === "no_show").length;
  const settled = noShows + rows.filter((r) => r.status === "seated").length;
  const leadDays = booked.map((r) =>
    Math.round((Date.parse(r.date) - Date.parse(r.createdAt.slice(0, 10))) / 86_400_000),
  );
  return {
    covers: booked.reduce((n, r) => n + r.guests, 0),
    noShowRate: Math.round((noShows / settled) * 1000) / 10,
    leadTime: median(leadDays),
  };
}

const card = (page: Page, label: string) => page.getByText(label, { exact: true }).locator("xpath=..");

test.describe("reports", () => {
  test("a month's figures match the bookings it holds, on the page and in the CSV", async ({ page, request }) => {
    test.setTimeout(scaled(120_000));
    const seeded = await request.post("/api/test-hooks/report-month", { data: { month: MONTH } });
    expect(seeded.ok()).toBe(true);
    const want = expected((await seeded.json()) as SeededBooking[]);
    expect(want.covers).toBeGreaterThan(100);

    await signInAsNewAdmin(page, request, "reports", "/admin/reports");
    await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    const form = page.getByRole("search", { name: "Dates of the report" });
    await form.getByLabel("From").fill(`${MONTH}-01`);
    await form.getByLabel("To").fill(`${MONTH}-31`);
    await form.getByLabel("Group by").selectOption("week");
    await form.getByRole("button", { name: "Show report" }).click();
    await expect(page).toHaveURL(/from=2025-03-01&to=2025-03-31&by=week/);

    await expect(card(page, "Covers booked")).toContainText(want.covers.toLocaleString("en-GB"));
    await expect(card(page, "No-show rate")).toContainText(`${want.noShowRate.toLocaleString("en-GB")} %`);
    await expect(card(page, "Median lead time")).toContainText(
      want.leadTime === 1 ? "1 day" : `${want.leadTime.toLocaleString("en-GB")} days`,
    );
    await expect(page.getByRole("img", { name: "Covers" })).toBeVisible();
    const weeks = page.getByRole("table", { name: "Covers by week" });
    await expect(weeks.getByRole("row")).toHaveCount(6 + 1);

    const csv = await page.request.get(`/admin/reports/export?from=${MONTH}-01&to=${MONTH}-31&by=week`);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines).toContain(`Summary,Covers booked,Covers,${want.covers}`);
    expect(lines).toContain(`Summary,No-show rate,Percent,${want.noShowRate}`);
    expect(lines).toContain(`Summary,Median lead time,Days,${want.leadTime}`);
    expect(lines.join("\n")).not.toContain("Report Month Guest");
    expect(lines.join("\n")).not.toContain("report-month@example.com");

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      await expectNoAxeViolations(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
      await shoot(page, "reports");
    }
  });

  test("a range with nothing in it says so, and a host cannot open reports", async ({ page, request, browser }) => {
    await signInAsNewAdmin(page, request, "reports-empty", "/admin/reports?from=2001-01-01&to=2001-01-31");
    await expect(page.getByText("Nothing to count between these dates")).toBeVisible();
    await expectNoAxeViolations(page);

    const hostContext = await browser.newContext();
    const host = await hostContext.newPage();
    await signInAsNewAdmin(host, request, "reports-host", "/admin/reports", "host");
    await expect(host.getByRole("heading", { level: 1, name: "Not available for your role" })).toBeVisible();
    expect((await host.request.get("/admin/reports/export")).status()).toBe(403);
    await hostContext.close();
  });
});
