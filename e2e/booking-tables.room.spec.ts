import { test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect } from "./support/expect";
import {
  bookingDayLabel,
  expectSuccessPanel,
  expectToast,
  nextLondonWeekday,
  openAsGuest,
  reservationForm,
  storedEnquiries,
  uniqueEmail,
} from "./support/forms";
import { guestPhone, waitForMail } from "./support/mail";
import { signInAsNewAdmin } from "./support/staff";

// The room is the restaurant's one: this spec replaces it with two four-tops that push together and a
// two-top, so it runs alone (its own project, after every spec that books and after the owners' specs),
// and puts the demo room back.

test.describe.configure({ mode: "serial" });

// A Friday: open until 11pm, so a party can still sit down at 9pm.
const date = nextLondonWeekday(5, 60);
const ANY_PHONE = String.raw`0\d{3} \d{3} \d{4}`;

async function useRoom(request: APIRequestContext, room: "small" | "demo") {
  const res = await request.post("/api/test-hooks/table-room", { data: { room } });
  expect(res.ok()).toBe(true);
}

async function fill(page: Page, b: { email: string; guests: string; time: string }) {
  const form = reservationForm(page);
  await form.getByLabel("Name").fill("Zara Malik");
  await form.getByLabel("Email").fill(b.email);
  await form.getByLabel("Phone").fill(guestPhone());
  await form.getByLabel("Guests").selectOption(b.guests);
  await form.getByLabel(/^Date/).fill(date);
  await form.getByLabel("Time").selectOption(b.time);
}

/** A guest's request through the form, answered with `title`; returns the address it came from. */
async function requestTable(page: Page, label: string, guests: string, time: string, title: string) {
  const email = uniqueEmail(label);
  await openAsGuest(page, "/reservations");
  await fill(page, { email, guests, time });
  await reservationForm(page).getByRole("button", { name: "Request Reservation" }).click();
  await expectSuccessPanel(reservationForm(page), title);
  return email;
}

/** Staff confirm the guest's request from its page in the inbox; the toast names where it sits. */
async function confirmAsStaff(staff: Page, request: APIRequestContext, email: string, table: string) {
  const [row] = await storedEnquiries(request, email);
  await staff.goto(`/admin/enquiries/${row!.id}`);
  await staff.getByRole("button", { name: "Mark confirmed" }).click();
  await expectToast(staff, "Marked confirmed", table);
}

/** With TABLES_SCREENSHOTS set to a folder, what the guest sees, at a phone's width and a desktop's. */
async function shoot(page: Page, name: string) {
  const folder = process.env.TABLES_SCREENSHOTS;
  if (!folder) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await reservationForm(page).screenshot({ path: `${folder}/${name}-${width}.png` });
  }
}

const timeOption = (page: Page, time: string) =>
  reservationForm(page).getByLabel("Time").locator(`option[value="${time}"]`);

async function setInstantConfirmation(staff: Page, on: boolean) {
  await staff.goto("/admin/settings/bookings");
  const toggle = staff.getByRole("switch", { name: "Confirm requests that fit a table at once" });
  await expect(staff.getByRole("button", { name: "Save booking settings" })).toBeVisible();
  if ((await toggle.getAttribute("aria-checked")) !== String(on)) await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", String(on));
  await staff.getByRole("button", { name: "Save booking settings" }).click();
  await expectToast(staff, "saved");
}

test.beforeAll(async ({ request }) => {
  await useRoom(request, "small");
});

test.afterAll(async ({ request }) => {
  await useRoom(request, "demo");
});

test("two parties of four at 7pm take both four-tops: the third is not offered 7pm, and a party of six sits at both pushed together", async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // four requests, three confirmations and a look at the form
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsNewAdmin(staff, request, "room");

  const first = await requestTable(page, "room-first", "4", "19:00", "Reservation Request Received");
  const second = await requestTable(page, "room-second", "4", "19:00", "Reservation Request Received");
  await confirmAsStaff(staff, request, first, "Table A");
  await confirmAsStaff(staff, request, second, "Table B");

  await openAsGuest(page, "/reservations");
  const form = reservationForm(page);
  await form.getByLabel("Guests").selectOption("4");
  await form.getByLabel(/^Date/).fill(date);
  await expect(timeOption(page, "19:00")).toHaveText(
    new RegExp(`^7:00pm \\(Full — please call us on ${ANY_PHONE}\\)$`),
  );
  await expect(timeOption(page, "19:00")).toBeDisabled();
  // A party of four keeps its table two hours, so 6pm would still be sitting there at 7.
  await expect(timeOption(page, "18:00")).toBeDisabled();
  await expect(timeOption(page, "17:00")).toBeEnabled();
  await expect(timeOption(page, "21:00")).toBeEnabled();
  // The two-top is still free at 7pm for a pair.
  await form.getByLabel("Guests").selectOption("2");
  await expect(timeOption(page, "19:00")).toBeEnabled();
  await expectNoAxeViolations(page);
  await form.getByLabel("Guests").selectOption("4");
  await shoot(page, "no-table-at-7pm");

  const six = await requestTable(page, "room-six", "6", "21:00", "Reservation Request Received");
  await confirmAsStaff(staff, request, six, "Tables A + B");
  await staffContext.close();
});

test("with instant confirmation on, a request that fits is booked at once (message, e-mail, book); off, SPEC's words are back", async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two settings saves, two requests and an e-mail
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsNewAdmin(staff, request, "instant");
  await setInstantConfirmation(staff, true);
  try {
    const email = await requestTable(page, "instant", "2", "17:30", "Your table is booked");
    const panel = reservationForm(page).getByRole("status").filter({ hasText: "Your table is booked" });
    await expect(panel).toContainText(`We look forward to welcoming you on ${bookingDayLabel(date)} at 5:30pm.`);
    await expect(panel).toContainText("2 guests");
    await shoot(page, "instant-confirmation");
    const [stored] = await storedEnquiries(request, email);
    expect(stored!.status).toBe("confirmed");
    const [mail] = await waitForMail(request, email);
    expect(mail!.attachments.some((a) => a.contentType.startsWith("text/calendar"))).toBe(true);
    await staff.goto(`/admin/enquiries/${stored!.id}`);
    await expect(staff.getByText("Confirmed", { exact: true }).first()).toBeVisible();
  } finally {
    await setInstantConfirmation(staff, false);
  }
  await requestTable(page, "instant-off", "2", "17:30", "Reservation Request Received");
  await expect(reservationForm(page).getByRole("status")).toContainText(
    "We'll confirm your booking within 24 hours. Thank you for choosing 47 Restaurant.",
  );
  await staffContext.close();
});
