import { expect as baseExpect, test, type Page } from "@playwright/test";
import { expect } from "./support/expect";
import { expectSuccessPanel, expectToast, openAsGuest, openLondonDate, storedEnquiries } from "./support/forms";
import { linkIn, londonInstant, runBookingMail, setCoversLimit, shootMail } from "./support/guest-bookings";
import { enquiryId, longDate, mailTo, outboxSubjects, reserve, tableGuest, waitForMail } from "./support/mail";
import { withoutPopups } from "./support/popups";
import { signInAsNewAdmin } from "./support/staff";

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
// A weekday whose covers limit no other spec sets (the full-slot and waitlist specs take days 20 and 23).
const taken = new Set([0, 1, weekday(openLondonDate(20)), weekday(openLondonDate(23))]);
const date = (() => {
  for (let days = 27; ; days++) if (!taken.has(weekday(openLondonDate(days)))) return openLondonDate(days);
})();

const waitlistAt = (staff: Page, time: string) => staff.getByRole("list", { name: `Waitlist at ${time}` });

test("a guest's booking from request to a waitlisted guest's table: change, confirm, one reminder, cancel, offer, accept", async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // two guests, a member of staff, nine e-mails and the reminder job run twice
  await withoutPopups(page);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await withoutPopups(staff);
  await signInAsNewAdmin(staff, request, "journey");

  const guest = { ...tableGuest("Zainab Iqbal", "journey", 0, "19:00", "2", "Window table if free"), date };
  await reserve(page, guest);
  const manage = linkIn((await waitForMail(request, guest.email))[0]!, "Manage your booking");

  // The guest moves their table from 7pm to 8pm from the acknowledgement's link.
  await page.goto(manage);
  const change = page.getByRole("region", { name: "Change the date, time or party" });
  await change.getByLabel("Time").selectOption("20:00");
  await change.getByRole("button", { name: "Change my booking" }).click();
  await expect(page.getByRole("status")).toHaveText(/We have your new date, time and party/);

  // Staff see the change as before → after and confirm it.
  const id = await enquiryId(request, guest.email);
  await staff.goto(`/admin/enquiries/${id}`);
  await expect(staff.getByText("Changed by guest")).toBeVisible();
  await expect(staff.getByText(/2 on .+ at 19:00 → 2 on .+ at 20:00/)).toBeVisible();
  await staff.getByRole("group", { name: "Answer the guest" }).getByRole("button", { name: "Confirm" }).click();
  await staff
    .getByRole("dialog", { name: "Confirm the reservation" })
    .getByRole("button", { name: "Send e-mail" })
    .click();
  await expect(staff.getByText("Currently").getByText("Confirmed")).toBeVisible();
  await waitForMail(request, guest.email, 2);

  await setCoversLimit(staff, date, "2");
  try {
    // 8pm is now full: a second guest joins its waitlist instead.
    const waiting = tableGuest("Hamza Sheikh", "journey-waitlist", 0, "20:00", "2", "");
    await openAsGuest(page, `/reservations/waitlist?date=${date}&time=20:00&guests=2`);
    const join = page.getByRole("form", { name: "Join the waitlist" });
    await join.getByLabel("Name").fill(waiting.name);
    await join.getByLabel("Email").fill(waiting.email);
    await join.getByLabel("Phone").fill("07700 900321");
    await join.getByRole("button", { name: "Join the waitlist" }).click();
    await expectSuccessPanel(join, "You are on the waitlist");
    await shootMail(page, (await waitForMail(request, waiting.email))[0]!, "mail-waitlist-acknowledgement");
    await staff.goto(`/admin/reservations?date=${date}`);
    await expect(waitlistAt(staff, "20:00").getByRole("listitem").filter({ hasText: waiting.name })).toBeVisible();

    // The reminder job runs twice at two hours before the table (a server and the cron route): one reminder.
    const twoHoursBefore = new Date(londonInstant(date, "20:00").getTime() - 2 * 60 * 60_000);
    await runBookingMail(request, twoHoursBefore);
    await runBookingMail(request, twoHoursBefore);
    // Counted for this guest: another test's booking may fall due at the same moment.
    baseExpect((await outboxSubjects(request, guest.email)).filter((s) => s.startsWith("See you on"))).toHaveLength(1);
    const reminders = (await waitForMail(request, guest.email, 3)).filter((m) => m.subject.startsWith("See you on"));
    expect(reminders.map((m) => m.subject)).toEqual([`See you on ${longDate(date)} at 8pm`]);

    // "I can't make it" cancels the booking and frees its covers.
    await page.goto(linkIn(reminders[0]!, "I can't make it"));
    await page
      .getByRole("region", { name: "Cancel your booking?" })
      .getByRole("button", { name: "Yes, cancel my booking" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Your booking is cancelled" })).toBeVisible();
    expect((await storedEnquiries(request, guest.email))[0]).toMatchObject({ status: "cancelled" });

    // Staff see the freed table and offer it to the waiting guest, who accepts from the e-mail.
    await staff.goto(`/admin/reservations?date=${date}`);
    await expect(staff.getByText("A table for up to 2 freed at 20:00: 1 waiting")).toBeVisible();
    await staff.getByRole("button", { name: `Offer the 20:00 table to ${waiting.name}` }).click();
    await expectToast(staff, "Table offered");
    const offer = (await waitForMail(request, waiting.email, 2)).find((m) => m.subject.startsWith("A table is free"))!;
    await shootMail(page, offer, "mail-waitlist-offer");
    await page.goto(new URL(/Accept this table: (\S+)/.exec(offer.text)![1]!).pathname);
    await page.getByRole("button", { name: "Accept this table" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your table is confirmed" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("waitlist-accepted.png"), fullPage: true });
    expect((await storedEnquiries(request, waiting.email))[0]).toMatchObject({
      status: "confirmed",
      sourcePage: "waitlist",
      preferredDate: date,
      preferredTime: "20:00:00",
    });
    expect((await mailTo(request, guest.email)).filter((m) => m.subject.startsWith("See you on"))).toHaveLength(1);
  } finally {
    await setCoversLimit(staff, date, "");
    await staffContext.close();
  }
});
