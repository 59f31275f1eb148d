import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { storedEnquiries } from "./support/forms";
import { linkIn, londonInstant, runBookingMail, shootMail } from "./support/guest-bookings";
import { enquiryId, longDate, mailTo, outboxSubjects, reserve, tableGuest, waitForMail } from "./support/mail";
import { signInAsStaff, testWithAdmin as test } from "./support/staff";
import { scaled } from "./support/time";

test.describe.configure({ mode: "serial", timeout: scaled(180_000) });

const status = (page: Page) => page.getByRole("status");
const detail = (page: Page, label: string) =>
  page.locator(`xpath=//dl//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test.describe("a guest's own booking link", () => {
  test("request → change from the link → staff see before → after and confirm → one reminder → I can't make it frees the table", async ({
    page,
    request,
    admin,
  }) => {
    const guest = tableGuest("Zara Qureshi", "manage-link", 9, "19:00", "2", "Quiet corner please");
    await reserve(page, guest);
    const [ack] = await waitForMail(request, guest.email);
    await shootMail(page, ack!, "mail-acknowledgement");
    const manage = linkIn(ack!, "Manage your booking");
    expect(ack!.html).toContain("Manage your booking");

    await page.goto(manage);
    await expect(page.getByRole("heading", { level: 1, name: "Your table at 47 Restaurant" })).toBeVisible();
    await expect(detail(page, "Time")).toHaveText("7pm");
    await expect(detail(page, "Status")).toHaveText("Requested: we will confirm it by e-mail");
    await shoot(page, "manage-page");

    const change = page.getByRole("region", { name: "Change the date, time or party" });
    await change.getByLabel("Time").selectOption("20:00");
    await change.getByRole("button", { name: "Change my booking" }).click();
    await expect(status(page)).toHaveText(/We have your new date, time and party/);
    await expect(detail(page, "Time")).toHaveText("8pm");

    await signInAsStaff(page, admin);
    const id = await enquiryId(request, guest.email);
    await page.goto(`/admin/enquiries/${id}`);
    await expect(page.getByText("Changed by guest")).toBeVisible();
    await expect(page.getByText(/2 on .+ at 19:00 → 2 on .+ at 20:00/)).toBeVisible();
    await page.getByRole("group", { name: "Answer the guest" }).getByRole("button", { name: "Confirm" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm the reservation" });
    await expect(confirm.getByLabel("Subject")).toHaveValue(`Your table is confirmed: ${longDate(guest.date)} at 8pm`);
    await confirm.getByRole("button", { name: "Send e-mail" }).click();
    await expect(page.getByText("Currently").getByText("Confirmed")).toBeVisible();
    const confirmation = (await waitForMail(request, guest.email, 2)).find((m) =>
      /^Your table is confirmed/.test(m.subject),
    )!;
    expect(linkIn(confirmation, "Manage your booking")).toBe(manage);

    // The clock moves to two hours before the table; the cron route and a server run at that moment too.
    const twoHoursBefore = new Date(londonInstant(guest.date, "20:00").getTime() - 2 * 60 * 60_000);
    const first = await runBookingMail(request, twoHoursBefore);
    await runBookingMail(request, twoHoursBefore);
    // Other tests' bookings may fall due at the same moment: the count is checked for this guest alone.
    expect(first.reminders).toBeGreaterThanOrEqual(1);
    expect((await outboxSubjects(request, guest.email)).filter((s) => s.startsWith("See you on"))).toHaveLength(1);
    const mails = await waitForMail(request, guest.email, 3);
    const reminders = mails.filter((m) => m.subject.startsWith("See you on"));
    expect(reminders).toHaveLength(1);
    const reminder = reminders[0]!;
    await shootMail(page, reminder, "mail-reminder");
    expect(reminder.subject).toBe(`See you on ${longDate(guest.date)} at 8pm`);

    await page.goto(linkIn(reminder, "I can't make it"));
    const cancel = page.getByRole("region", { name: "Cancel your booking?" });
    await expect(cancel).toBeVisible();
    await shoot(page, "manage-cancel-step");
    await cancel.getByRole("button", { name: "Yes, cancel my booking" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your booking is cancelled" })).toBeVisible();
    await expect(status(page)).toHaveText(/Your booking is cancelled/);
    await expect(page.getByRole("button", { name: /cancel|change/i })).toHaveCount(0);

    await page.goto(`/admin/reservations?date=${guest.date}`);
    const slot = page
      .getByRole("list", { name: "Time slots" })
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading", { name: "20:00", exact: true }),
      });
    await expect(slot).not.toContainText(guest.name);
    await page.getByText(/Declined and cancelled/).click();
    await expect(page.getByText("Cancelled by guest")).toBeVisible();
    await page.goto("/admin/activity");
    await expect(page.getByText(/The guest cancelled reservation enquiry/).first()).toBeVisible();
    expect((await mailTo(request, guest.email)).filter((m) => m.subject.startsWith("See you on"))).toHaveLength(1);
  });

  test("a forged, altered, lapsed or other booking's link opens nothing and changes nothing", async ({
    page,
    request,
  }) => {
    const mine = tableGuest("Omar Farooq", "link-mine", 10, "18:30", "2", "");
    const theirs = tableGuest("Hina Raza", "link-theirs", 10, "18:00", "3", "");
    await reserve(page, mine);
    await reserve(page, theirs);
    const link = linkIn((await waitForMail(request, mine.email))[0]!, "Manage your booking");
    const [, token] = /\/booking\/([^/?]+)/.exec(link)!;
    const [myId, signature] = token!.split(".") as [string, string];
    const theirId = await enquiryId(request, theirs.email);

    const refused = [
      `/booking/${myId}.${signature.slice(0, -3)}abc`,
      `/booking/${theirId}.${signature}`,
      `/booking/${myId}`,
      `/booking/not-a-booking`,
    ];
    for (const path of refused) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
      await expect(page.getByText(theirs.name)).toHaveCount(0);
      const post = await request.post(`/api${path}`, { form: { intent: "cancel" }, maxRedirects: 0 });
      expect(post.status()).toBe(303);
    }
    await shoot(page, "manage-refused");
    for (const email of [mine.email, theirs.email])
      expect((await storedEnquiries(request, email))[0]).toMatchObject({ status: "requested" });

    const hook = await request.post("/api/test-hooks/enquiries", {
      data: { email: mine.email, status: "confirmed", date: "2020-01-02" },
    });
    expect(hook.ok()).toBe(true);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "This link has expired" })).toBeVisible();
    await request.post(`/api/booking/${token}`, { form: { intent: "cancel" }, maxRedirects: 0 });
    expect((await storedEnquiries(request, mine.email))[0]).toMatchObject({ status: "confirmed" });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a guest changes their party, is told plainly when a date will not do, and cancels", async ({
    page,
    request,
    browser,
  }) => {
    const guest = tableGuest("Bilal Ahmed", "manage-nojs", 11, "19:30", "4", "");
    const withScript = await browser.newContext({ javaScriptEnabled: true });
    await reserve(await withScript.newPage(), guest);
    await withScript.close();
    const manage = linkIn((await waitForMail(request, guest.email))[0]!, "Manage your booking");
    await page.goto(manage);

    const change = page.getByRole("region", { name: "Change the date, time or party" });
    await change.getByLabel("Guests").selectOption("6");
    await change.getByRole("button", { name: "Change my booking" }).click();
    await expect(status(page)).toHaveText(/We have your new date, time and party/);
    await expect(detail(page, "Party")).toHaveText("6 guests");

    await change.getByLabel("Date").fill("2020-01-01");
    await change.getByRole("button", { name: "Change my booking" }).click();
    await expect(change.getByLabel("Date")).toHaveValue("2020-01-01");
    await expect(change.getByText("That date has passed: please choose a date in the future")).toBeVisible();
    await expect(detail(page, "Party")).toHaveText("6 guests");

    const note = page.getByRole("region", { name: "Add a note" });
    await note.getByLabel("Your note").fill("One guest is allergic to sesame");
    await note.getByRole("button", { name: "Add note" }).click();
    await expect(status(page)).toHaveText(/we have added your note/);
    await expect(page.getByText("One guest is allergic to sesame")).toBeVisible();

    await page.getByRole("link", { name: "Cancel my booking" }).click();
    await page.getByRole("button", { name: "Yes, cancel my booking" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your booking is cancelled" })).toBeVisible();
    expect((await storedEnquiries(request, guest.email))[0]).toMatchObject({ status: "cancelled", guests: 6 });
  });
});
