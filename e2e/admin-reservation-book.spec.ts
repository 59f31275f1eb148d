import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  bookingDayLabel,
  londonDate,
  nextLondonMonday,
  openLondonDate,
  requestTable,
  storedEnquiries,
  uniqueEmail as guestEmail,
} from "./support/forms";
import { postServerAction, serverActionId } from "./support/server-actions";
import { icsProperties, waitForMail } from "./support/mail";
import { addPhoneBooking } from "./support/guest-bookings";
import { activityCount, signInAsNewAdmin } from "./support/staff";
import { scaled } from "./support/time";

const openDayAhead = () => openLondonDate(40 + Math.floor(Math.random() * 200));

const stat = async (page: Page, label: string) =>
  Number(
    await page
      .getByRole("definition")
      .filter({ has: page.locator(`xpath=preceding-sibling::dt[1][normalize-space()="${label}"]`) })
      .textContent(),
  );

const slot = (page: Page, time: string) =>
  page
    .getByRole("list", { name: "Time slots" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: time, exact: true }) });

test.describe("reservation book", () => {
  test("a phone booking and a guest's request land in the day view, covers add up, and the week and printable list agree", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(scaled(150_000));
    await signInAsNewAdmin(page, request, "book");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reservation book" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reservation book" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Add phone booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a booking taken by phone" });
    await dialog.getByLabel("Name", { exact: true }).fill("Half Typed");
    await dialog.getByRole("button", { name: "Add booking" }).click();
    await expect(dialog.getByText("Please enter a phone number we can call back.")).toBeVisible();
    await expect(dialog.getByText("Please choose a time.")).toBeVisible();
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Half Typed");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Add phone booking" }).click();
    await dialog.getByLabel("Date", { exact: true }).fill(nextLondonMonday());
    await expect(dialog.getByText(/^The restaurant is closed on Mondays\./)).toBeVisible();
    await expect(dialog.getByLabel("Time", { exact: true }).getByRole("option")).toHaveText([
      "No booking slots this day",
    ]);
    await page.keyboard.press("Escape");

    const date = openDayAhead();
    await page.goto(`/admin/reservations?date=${date}`);
    const confirmedBefore = await stat(page, "Confirmed covers");
    const requestedBefore = await stat(page, "Requested covers");
    const run = Date.now().toString(36);

    const caller = `Phone Guest ${run}`;
    const callerEmail = guestEmail("book-phone");
    await addPhoneBooking(page, {
      name: caller,
      phone: "07700 900321",
      email: callerEmail,
      date,
      time: "19:00",
      guests: 6,
      notes: "Window table, birthday",
    });
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
    const booking = slot(page, "19:00").getByRole("listitem").filter({ hasText: caller });
    await expect(booking).toContainText("by phone");
    await expect(booking).toContainText("6 guests");
    await expect(booking).toContainText("07700 900321");
    await expect(booking).toContainText("Window table, birthday");
    await expect(booking).toContainText("Confirmed");
    await expect.poll(() => stat(page, "Confirmed covers")).toBe(confirmedBefore + 6);
    const [confirmation] = await waitForMail(request, callerEmail);
    expect(confirmation!.subject).toMatch(/^Your table is confirmed/);
    const invitation = confirmation!.attachments.find((a) => a.contentType.startsWith("text/calendar"));
    expect(icsProperties(invitation!.content).get("DTSTART;TZID=Europe/London")).toEqual([
      `${date.replace(/-/g, "")}T190000`,
    ]);

    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    const guestName = `Web Guest ${run}`;
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await requestTable(guest, {
      name: guestName,
      email: guestEmail("book"),
      phone: "07700 900654",
      guests: "4",
      date,
      time: "19:00",
    });
    await guestContext.close();

    const request19 = slot(page, "19:00").getByRole("listitem").filter({ hasText: guestName });
    await expect(request19).toBeVisible({ timeout: scaled(40_000) });
    await expect(request19).toContainText("Requested");
    await expect.poll(() => stat(page, "Requested covers")).toBe(requestedBefore + 4);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await expect(page).toHaveTitle(/^\(\d+\) Reservation book/);

    await page.getByRole("navigation", { name: "Book view" }).getByRole("link", { name: "Week" }).click();
    await expect(page).toHaveURL(/view=week/);
    const week = page.getByRole("table", { name: /Covers per time slot/ });
    const dayIndex = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
    const row19 = week.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "19:00" }) });
    await expect(row19.getByRole("cell").nth(dayIndex)).toContainText(/\d+ · \d+ req\./);
    await expectNoAxeViolations(page);
    await week
      .getByRole("columnheader")
      .nth(dayIndex + 1)
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(new RegExp(`date=${date}$`));

    await page.getByRole("link", { name: "Printable list" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `Bookings list: ${bookingDayLabel(date)} ${date.slice(0, 4)}` }),
    ).toBeVisible();
    await expect(page.getByRole("main").getByText("47 Restaurant", { exact: true })).toBeVisible();
    await expect(page.getByTestId("printed-at")).toHaveText(/^Printed \w+day \d{1,2} \w+ \d{4} at \d{2}:\d{2}$/);
    const list = page.getByRole("table", { name: /Bookings for/ });
    await expect(list.getByRole("row").filter({ hasText: caller })).toContainText("Window table, birthday");
    await expect(list.getByRole("row").filter({ hasText: guestName })).toContainText("4 guests");
    await expectNoAxeViolations(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(page.getByRole("complementary")).toBeHidden();
    await expect(page.getByRole("main").getByText("47 Restaurant", { exact: true })).toBeVisible();
    await expect(page.getByTestId("printed-at")).toBeVisible();
  });

  test("on a phone: the book fits the screen, and inbox cards show the booking's date, time and party", async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(90_000));
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsNewAdmin(page, request, "book-phone", "/admin/reservations");
    const caller = `Tonight Guest ${Date.now().toString(36)}`;
    const date = openLondonDate(0);
    if (date !== londonDate(0)) await page.goto(`/admin/reservations?date=${date}`);
    await addPhoneBooking(page, { name: caller, phone: "07700 900999", date, time: "20:00", guests: 3 });
    await expect(slot(page, "20:00").getByRole("listitem").filter({ hasText: caller })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByRole("link", { name: "Printable list" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: date === londonDate(0) ? /^Tonight’s list: / : /^Bookings list: / }),
    ).toBeVisible();

    await page.goto(`/admin/enquiries?q=${encodeURIComponent(caller)}`);
    const card = page.getByRole("row").filter({ hasText: caller });
    await expect(card.getByTestId("inbox-booking")).toHaveText(/\d{1,2} \w{3} \d{4} · 20:00 · 3 guests/);
    await expect(card.getByTestId("inbox-booking")).toBeVisible();
  });

  test("seated is offered from the booking's day, no-show only once its time and the grace have passed and after a question; the server refuses it earlier", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(scaled(120_000));
    const name = `Attendance Guest ${Date.now().toString(36)}`;
    const email = guestEmail("attendance");
    const date = openLondonDate(1);
    const guestContext = await browser.newContext();
    await requestTable(await guestContext.newPage(), {
      name,
      email,
      phone: "07700 900321",
      date,
      time: "19:00",
      guests: "3",
    });
    await guestContext.close();
    const move = (data: { status?: string; date?: string; time?: string }) =>
      request.post("/api/test-hooks/enquiries", { data: { email, ...data } });
    expect((await move({ status: "confirmed" })).ok()).toBe(true);

    const admin = await signInAsNewAdmin(page, request, "attendance", `/admin/enquiries?q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name, exact: true }).click();
    const statusPart = page.getByRole("region", { name: "Status", exact: true });
    const buttons = statusPart.getByRole("group", { name: "Change status" }).getByRole("button");
    await expect(buttons).toHaveText(["Mark requested", "Mark declined", "Mark cancelled"]);
    await expect(statusPart).toContainText(`Seated can be marked from the booking's day, ${bookingDayLabel(date)}`);
    await expect(statusPart).toContainText(
      `No-show can be marked from 19:15 on ${bookingDayLabel(date)} ${date.slice(0, 4)}, 15 minutes after the booking's time.`,
    );

    // Asked directly, the server refuses with the same reason and leaves the booking as it was.
    const { id } = (await storedEnquiries(request, email))[0]!;
    const refused = await postServerAction(
      page.context().request,
      `/admin/enquiries/${id}`,
      serverActionId("changeEnquiryStatus", "enquiries/actions"),
      [{ id, status: "no_show" }],
      baseURL!,
    );
    expect(refused.body).toContain("No-show can be marked from 19:15");
    expect((await storedEnquiries(request, email))[0]!.status).toBe("confirmed");

    // The grace period is a setting.
    await page.goto("/admin/settings/bookings");
    const grace = page.getByLabel("No-show grace period (minutes)");
    await expect(grace).toHaveValue("15");
    await grace.fill("30");
    await page.getByRole("button", { name: "Save booking settings" }).click();
    await expect(page.getByText("Saved the booking settings")).toBeVisible();
    await page.goto(`/admin/enquiries/${id}`);
    await expect(statusPart).toContainText("No-show can be marked from 19:30");
    await page.goto("/admin/settings/bookings");
    await grace.fill("15");
    await page.getByRole("button", { name: "Save booking settings" }).click();
    await expect(page.getByText("Saved the booking settings")).toBeVisible();

    // On its day, before its time: seated, not yet no-show.
    expect((await move({ date: londonDate(0), time: "23:59" })).ok()).toBe(true);
    await page.goto(`/admin/enquiries/${id}`);
    await expect(buttons).toHaveText(["Mark requested", "Mark declined", "Mark cancelled", "Mark seated"]);

    // Its evening has passed: no-show is offered, and asks before it marks.
    expect((await move({ date: londonDate(-1), time: "19:00" })).ok()).toBe(true);
    await page.reload();
    await buttons.filter({ hasText: "Mark no-show" }).click();
    const ask = page.getByRole("alertdialog", { name: "Mark this booking a no-show?" });
    await expect(ask).toContainText("3 guests booked for");
    await expectNoAxeViolations(page);
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(ask).toBeHidden();
    expect((await storedEnquiries(request, email))[0]!.status).toBe("confirmed");
    await buttons.filter({ hasText: "Mark no-show" }).click();
    await ask.getByRole("button", { name: "Mark no-show" }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByText("Marked no-show")).toBeVisible();
    await expect.poll(async () => (await storedEnquiries(request, email))[0]!.status).toBe("no_show");
    await expect.poll(() => activityCount(request, { action: "enquiry.status_changed", actor: admin })).toBe(1);
  });
});
