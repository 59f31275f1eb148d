import { test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect } from "./support/expect";
import {
  bookingDayLabel,
  expectSuccessPanel,
  openAsGuest,
  openLondonDate,
  reservationForm,
  storedEnquiries,
  uniqueEmail as uniqueGuestEmail,
} from "./support/forms";
import { withoutPopups } from "./support/popups";
import { signInAsNewAdmin } from "./support/staff";

test.describe.configure({ mode: "serial" });

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const toast = (page: Page, text: string) =>
  page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: text });

async function setCoversLimit(page: Page, weekday: string, limit: string) {
  await page.goto("/admin/opening-times");
  await expect(page.getByRole("button", { name: "Save booking slots" })).toBeEnabled();
  await page.getByLabel(`${weekday} Covers per slot (optional)`).fill(limit);
  await page.getByRole("button", { name: "Save booking slots" }).click();
  await expect(toast(page, "Booking slots saved")).toBeVisible();
}

async function fill(page: Page, b: { email: string; guests: string; date: string; time: string }) {
  const form = reservationForm(page);
  await form.getByLabel("Name").fill("Bilal Ahmed");
  await form.getByLabel("Email").fill(b.email);
  await form.getByLabel("Phone").fill("07700 900456");
  await form.getByLabel("Guests").selectOption(b.guests);
  await form.getByLabel(/^Date/).fill(b.date);
  await form.getByLabel("Time").selectOption(b.time);
  await form.getByLabel("Notes").fill("Anniversary dinner");
}

const date = openLondonDate(20);
const weekday = WEEKDAY_NAMES[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
const ANY_PHONE = String.raw`0\d{3} \d{3} \d{4}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const FULL = new RegExp(
  `${escaped(`7:00pm on ${bookingDayLabel(date)} is fully booked. Please choose another time, or call us on `)}${ANY_PHONE}\\.`,
);

test("a slot whose confirmed covers reach the limit is shown full and refused, with and without JavaScript", async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // sign-in, two saves, a booking and five form visits
  await withoutPopups(page);
  await signInAsNewAdmin(page, request, "slots");
  await setCoversLimit(page, weekday, "4");
  await expect(page.getByText("Offered: 5:00pm to 9:30pm (10 slots)").first()).toBeVisible();
  await expectNoAxeViolations(page);

  try {
    const first = uniqueGuestEmail("full-slot");
    await openAsGuest(page, "/reservations");
    await fill(page, { email: first, guests: "4", date, time: "19:00" });
    await reservationForm(page).getByRole("button", { name: "Request Reservation" }).click();
    await expectSuccessPanel(reservationForm(page), "Reservation Request Received");
    const confirmed = await request.post("/api/test-hooks/enquiries", { data: { email: first, status: "confirmed" } });
    expect(await confirmed.json()).toEqual({ updated: 1 });

    await openAsGuest(page, "/reservations");
    const form = reservationForm(page);
    await form.getByLabel("Guests").selectOption("2");
    await form.getByLabel(/^Date/).fill(openLondonDate(2));
    await form.getByLabel("Time").selectOption("19:00");
    await form.getByLabel(/^Date/).fill(date);
    const full = form.getByLabel("Time").locator('option[value="19:00"]');
    await expect(full).toHaveText(new RegExp(`^7:00pm \\(Full — please call us on ${ANY_PHONE}\\)$`));
    await expect(full).toBeDisabled();
    await expect(form.getByText(FULL)).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByLabel("Time").selectOption("20:00");
    await form.getByLabel("Guests").selectOption("5");
    await expect(
      form.getByText(
        new RegExp(
          `${escaped(`There is not enough room left for 5 at 8:00pm on ${bookingDayLabel(date)}. Please choose another time, or call us on `)}${ANY_PHONE}\\.`,
        ),
      ),
    ).toBeVisible();

    const context = await browser.newContext({ javaScriptEnabled: false });
    const guest = await context.newPage();
    await openAsGuest(guest, "/reservations");
    const email = uniqueGuestEmail("full-slot-nojs");
    await fill(guest, { email, guests: "2", date, time: "19:00" });
    await reservationForm(guest).getByRole("button", { name: "Request Reservation" }).click();
    await expect(
      reservationForm(guest).getByRole("alert").filter({ hasText: "Please check your details" }),
    ).toContainText(FULL);
    await expect(reservationForm(guest).getByLabel("Email")).toHaveValue(email);
    await expect(reservationForm(guest).getByLabel("Notes")).toHaveValue("Anniversary dinner");
    await expect(reservationForm(guest).getByLabel("Time")).toHaveValue("19:00");
    expect(await storedEnquiries(request, email)).toHaveLength(0);
    await context.close();
  } finally {
    await setCoversLimit(page, weekday, "");
  }
});
