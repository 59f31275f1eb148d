import { test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { dragTo } from "./support/drag";
import { expect } from "./support/expect";
import { expectToast, openLondonDate, requestTable, uniqueEmail } from "./support/forms";
import { addPhoneBooking } from "./support/guest-bookings";
import { activityCount, signInAsNewAdmin } from "./support/staff";

/** With TABLES_SCREENSHOTS set to a folder, the page as staff see it, to be looked at. */
async function shoot(page: Page, name: string) {
  const folder = process.env.TABLES_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

const grid = (page: Page) => page.getByRole("group", { name: "Tables by time" });
const bar = (page: Page, name: string) => grid(page).getByRole("button", { name: new RegExp(`^${name}, `) });
const byTable = (page: Page, table: string) =>
  page
    .getByRole("region", { name: "Bookings by table" })
    .getByRole("listitem", { name: `Table ${table}`, exact: true });

test("tables by time: a host drags a booking to another table, is told why a taken table is refused, and the printed list names the tables", async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // sign-in, a guest's request, two phone bookings, three moves and four axe scans
  // A day far ahead, picked at random, so the demo room is empty that evening whatever ran before.
  const date = openLondonDate(40 + Math.floor(Math.random() * 200));
  const tag = Date.now() % 1_000_000;
  const [first, second] = [`Farah Day${tag}`, `Omar Day${tag}`];
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await signInAsNewAdmin(page, request, "tables-day", `/admin/reservations?date=${date}`, "host");
  await addPhoneBooking(page, { name: first, phone: "07700 900611", date, time: "19:00", guests: 4 });
  await addPhoneBooking(page, { name: second, phone: "07700 900612", date, time: "19:00", guests: 4 });
  // A guest's request confirmed without a table recorded, as bookings confirmed before the tables were set up are.
  const pencilled = `Sara Day${tag}`;
  const guestEmail = uniqueEmail("tables-day");
  const guest = await browser.newContext();
  await requestTable(await guest.newPage(), {
    name: pencilled,
    email: guestEmail,
    phone: "07700 900613",
    date,
    time: "19:30",
    guests: "2",
  });
  await guest.close();
  const confirmed = await request.post("/api/test-hooks/enquiries", {
    data: { email: guestEmail, status: "confirmed" },
  });
  expect(confirmed.ok()).toBe(true);
  await page.reload();

  // The book names the tables each booking was given, and leads to the day's tables.
  const bookings = page.getByRole("list", { name: "Bookings at 19:00" });
  await expect(bookings.getByRole("listitem").filter({ hasText: first })).toContainText("Table M1");
  await expect(bookings.getByRole("listitem").filter({ hasText: second })).toContainText("Table M2");
  await page.getByRole("link", { name: "Tables by time" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tables by time" })).toBeVisible();
  await expect(bar(page, first)).toHaveAccessibleName(`${first}, 4 guests, 7:00pm–9:00pm at M1`);
  // Shown where the fitting rule would seat it, marked as not placed until staff choose its table.
  await expect(bar(page, pencilled)).toHaveAccessibleName(
    `${pencilled}, 2 guests, 7:30pm–9:00pm at W1, not yet placed`,
  );
  await expect(byTable(page, "W1")).toContainText("not yet placed");
  await expectNoAxeViolations(page);
  await shoot(page, "tables-day-placing");
  const place = page.getByRole("form", { name: `Move ${pencilled}` });
  await place.getByLabel("Move to").selectOption({ label: "W2 (1–2 seats)" });
  await place.getByRole("button", { name: `Move ${pencilled}` }).click();
  await expectToast(page, `${pencilled} moved`, "Now at table W2.");
  await expect(bar(page, pencilled)).toHaveAccessibleName(`${pencilled}, 2 guests, 7:30pm–9:00pm at W2`);

  // Dragged from M1's row to M3's, at the same time of the evening.
  // Both rows mid-screen: near an edge the drag scrolls the page under the mouse.
  await grid(page)
    .locator('[data-table="M2"]')
    .evaluate((lane) => lane.scrollIntoView({ block: "center" }));
  const from = (await bar(page, first).boundingBox())!;
  const lane = (await grid(page).locator('[data-table="M3"]').boundingBox())!;
  await dragTo(page, { x: from.x + 12, y: from.y + from.height / 2 }, { x: from.x + 12, y: lane.y + lane.height / 2 });
  await expectToast(page, `${first} moved`, "Now at table M3.");
  await expect(bar(page, first)).toHaveAccessibleName(`${first}, 4 guests, 7:00pm–9:00pm at M3`);

  // Onto M3 as well, now taken: refused, with when and for how many, not who.
  const move = page.getByRole("form", { name: `Move ${second}` });
  await move.getByLabel("Move to").selectOption({ label: "M3 (2–4 seats)" });
  await move.getByRole("button", { name: `Move ${second}` }).click();
  await expectToast(page, `Could not move ${second}`, "M3 is taken from 7:00pm to 9:00pm by another booking for 4.");
  await expect(bar(page, second)).toHaveAccessibleName(`${second}, 4 guests, 7:00pm–9:00pm at M2`);
  expect(await activityCount(request, { action: "enquiry.tables_moved", actor: email })).toBe(2);

  // Who is where at 8pm, chosen by a plain link.
  await page.getByRole("navigation", { name: "Times of the evening" }).getByRole("link", { name: "8:00pm" }).click();
  const floor = page.getByRole("group", { name: "Floor at 8:00pm" });
  await expect(floor.getByRole("img", { name: "Table M3: taken, 7:00pm to 9:00pm, 4 guests" })).toBeVisible();
  await expect(floor.getByRole("img", { name: "Table M1: free" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "tables-day");

  // A phone gets the bookings table by table, with the same Move to choice, and no wide grid.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(grid(page)).toBeHidden();
  await expect(byTable(page, "M3")).toContainText(first);
  await expect(byTable(page, "M1")).toContainText("Free all evening.");
  await expect(page.getByRole("form", { name: `Move ${first}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "tables-day");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/reservations/print?date=${date}`);
  const row = (name: string) => page.getByRole("row").filter({ hasText: name });
  await expect(page.getByRole("columnheader", { name: "Table" })).toBeVisible();
  await expect(row(first).getByRole("cell").nth(1)).toHaveText("M3");
  await expect(row(second).getByRole("cell").nth(1)).toHaveText("M2");
});
