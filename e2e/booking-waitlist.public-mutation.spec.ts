import { test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect } from "./support/expect";
import {
  expectSuccessPanel,
  expectToast,
  openAsGuest,
  openLondonDate,
  requestTable,
  reservationForm,
  storedEnquiries,
  uniqueEmail,
} from "./support/forms";
import { setCoversLimit } from "./support/guest-bookings";
import { longDate, waitForMail } from "./support/mail";
import { withoutPopups } from "./support/popups";
import { signInAsNewAdmin } from "./support/staff";

test.describe.configure({ mode: "serial" });

// Another weekday than the full-slot spec's, so the two never share a covers limit.
const date = openLondonDate(23);
const waitlistForm = (page: Page) => page.getByRole("form", { name: "Join the waitlist" });

async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectNoAxeViolations(page);
  }
}

test("a full slot's waitlist: joining with and without JavaScript, a freed table offered by staff and accepted from the e-mail", async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // sign-in, two saves, a booking, two joins, an offer and an acceptance with their e-mails
  await withoutPopups(page);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await withoutPopups(staff);
  await signInAsNewAdmin(staff, request, "waitlist");
  await setCoversLimit(staff, date, "4");

  try {
    const booked = uniqueEmail("waitlist-booked");
    await requestTable(page, {
      name: "Bilal Ahmed",
      email: booked,
      phone: "07700 900456",
      guests: "4",
      date,
      time: "19:00",
    });
    const confirmed = await request.post("/api/test-hooks/enquiries", { data: { email: booked, status: "confirmed" } });
    expect(await confirmed.json()).toEqual({ updated: 1 });

    // The form shows 7pm full and offers its waitlist, carrying the slot and the party across.
    const waiting = uniqueEmail("waitlist-guest");
    await openAsGuest(page, "/reservations");
    await reservationForm(page).getByLabel("Guests").selectOption("2");
    await reservationForm(page).getByLabel(/^Date/).fill(date);
    await expect(reservationForm(page).getByLabel("Time").locator('option[value="19:00"]')).toBeDisabled();
    await reservationForm(page).getByRole("link", { name: "Join its waitlist" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Join the waitlist" })).toBeVisible();
    const join = waitlistForm(page);
    await expect(join.getByLabel(/^Date/)).toHaveValue(date);
    await expect(join.getByLabel("Time")).toHaveValue("19:00");
    await expect(join.getByLabel("Guests")).toHaveValue("2");
    await expectAccessibleAtBothWidths(page);
    await join.getByLabel("Name").fill("Amina Khan");
    await join.getByLabel("Email").fill(waiting);
    await join.getByLabel("Phone").fill("07700 900123");
    await join.getByRole("button", { name: "Join the waitlist" }).click();
    await expectSuccessPanel(join, "You are on the waitlist");
    const [ack] = await waitForMail(request, waiting);
    expect(ack!.subject).toBe(`You are on the waitlist for ${longDate(date)} at 7pm`);

    // Without JavaScript: a plain form post, answered on the result page.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    const later = uniqueEmail("waitlist-nojs");
    await openAsGuest(plain, `/reservations/waitlist?date=${date}&time=19:00&guests=3`);
    await waitlistForm(plain).getByLabel("Name").fill("Sara Malik");
    await waitlistForm(plain).getByLabel("Email").fill(later);
    await waitlistForm(plain).getByLabel("Phone").fill("07700 900789");
    await waitlistForm(plain).getByRole("button", { name: "Join the waitlist" }).click();
    // A first post without JavaScript carries no spam-guard token: the guest confirms, every value kept.
    await expect(plain).toHaveURL(/\/enquiry\/waitlist$/);
    await expect(
      waitlistForm(plain).getByRole("alert").filter({ hasText: "Please confirm your request" }),
    ).toBeVisible();
    await expect(waitlistForm(plain).getByLabel("Time")).toHaveValue("19:00");
    await expect(waitlistForm(plain).getByLabel("Email")).toHaveValue(later);
    await waitlistForm(plain).getByRole("button", { name: "Join the waitlist" }).click();
    await expect(waitlistForm(plain).getByRole("status").filter({ hasText: "You are on the waitlist" })).toBeVisible();
    await waitForMail(request, later);

    // A cancellation frees the covers: staff see who fits and offer the table with one click.
    const cancelled = await request.post("/api/test-hooks/enquiries", { data: { email: booked, status: "cancelled" } });
    expect(await cancelled.json()).toEqual({ updated: 1 });
    await staff.goto(`/admin/reservations?date=${date}`);
    await expect(staff.getByText("A table for up to 4 freed at 19:00: 2 waiting")).toBeVisible();
    const list = staff.getByRole("list", { name: "Waitlist at 19:00" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await staff.getByRole("button", { name: "Offer the 19:00 table to Amina Khan" }).click();
    await expectToast(staff, "Table offered");
    await expect(list.getByRole("listitem").filter({ hasText: "Amina Khan" })).toContainText("Offered");
    // The 4 freed covers less the 2 offered leave no room for a party of 3.
    await expect(staff.getByRole("button", { name: /Offer the 19:00 table to Sara Malik/ })).toHaveCount(0);
    await expectAccessibleAtBothWidths(staff);

    const offer = (await waitForMail(request, waiting, 2)).find((m) => m.subject.startsWith("A table is free"))!;
    expect(offer.subject).toBe(`A table is free for you on ${longDate(date)} at 7pm`);
    const link = /Accept this table: (\S+)/.exec(offer.text)![1]!;
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole("heading", { level: 1, name: "A table is free for you" })).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    expect(await storedEnquiries(request, waiting)).toEqual([]);
    await page.getByRole("button", { name: "Accept this table" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your table is confirmed" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("your table is booked");
    const [booking] = await storedEnquiries(request, waiting);
    expect(booking).toMatchObject({ status: "confirmed", sourcePage: "waitlist", guests: 2 });
    const mails = await waitForMail(request, waiting, 3);
    expect(mails.map((m) => m.subject)).toContain(`Your table is confirmed: ${longDate(date)} at 7pm`);

    // An altered link opens nothing, and says so kindly.
    await page.goto(`${new URL(link).pathname.slice(0, -3)}abc`);
    await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
    await noScript.close();
  } finally {
    await setCoversLimit(staff, date, "");
    await staffContext.close();
  }
});
