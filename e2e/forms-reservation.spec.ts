import { expect, test, type Page } from "@playwright/test";
import {
  PHONE,
  RESERVATION_FIELDS,
  type TableRequest,
  expectRefusedKeepingValues,
  bookingDayLabel,
  expectToast,
  fillFields,
  londonDate,
  openAsGuest,
  openLondonDate,
  nextLondonMonday,
  nextLondonWeekday,
  toasts,
  withInsertsRefused,
  reservationForm,
  sendShowingOneSuccess,
  storedEnquiries,
  submitConfirmingWithoutScript,
  uniqueEmail,
} from "./support/forms";
import { tableGuest } from "./support/mail";

type Booking = TableRequest;

const fill = (page: Page, b: Booking) => fillFields(reservationForm(page), RESERVATION_FIELDS, b);

test.describe("reservation form", () => {
  test.beforeEach(async ({ page }) => {
    await openAsGuest(page, "/reservations");
  });

  test("offers 17:00 to 21:30 every half hour and 1–8 or 9+ guests", async ({ page }) => {
    const form = reservationForm(page);
    await expect(form.getByLabel("Time").locator("option:not([value=''])")).toHaveText([
      "5:00pm",
      "5:30pm",
      "6:00pm",
      "6:30pm",
      "7:00pm",
      "7:30pm",
      "8:00pm",
      "8:30pm",
      "9:00pm",
      "9:30pm",
    ]);
    const times = await form
      .getByLabel("Time")
      .locator("option:not([value=''])")
      .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
    expect(times).toEqual(["17:00", "17:30", "18:00", "18:30", "19:00", "19:30", "20:00", "20:30", "21:00", "21:30"]);
    const guests = await form
      .getByLabel("Guests")
      .locator("option:not([value=''])")
      .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
    expect(guests).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9+"]);
    await expect(form.getByLabel(/^Date/)).toHaveAttribute("type", "date");
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
  });

  test("the date picker offers tomorrow to a year ahead once the page is live, not from the day the page was built", async ({
    page,
  }) => {
    await expect(reservationForm(page).getByLabel(/^Date/)).toHaveAttribute("min", londonDate(1));
    await expect(reservationForm(page).getByLabel(/^Date/)).toHaveAttribute("max", londonDate(365));
  });

  test("validation: missing fields, a past date, and today (call us)", async ({ page }) => {
    const form = reservationForm(page);
    await form.getByRole("button", { name: "Request Reservation" }).click();
    await expectToast(page, "Required fields missing", "Please fill in all required fields");
    for (const text of [
      "Please enter your name",
      "Please enter your email address",
      "Please enter your phone number",
      "Please choose a date",
      "Please choose a time",
      "Please choose the number of guests",
    ]) {
      await expect(form.getByText(text)).toBeVisible();
    }
    await fill(page, {
      name: "Amina",
      email: "amina@example.com",
      phone: "07700 900123",
      date: londonDate(-1),
      time: "19:00",
      guests: "2",
    });
    await form.getByRole("button", { name: "Request Reservation" }).click();
    await expect(form.getByText("That date has passed: please choose a date in the future")).toBeVisible();
    await expect(form.getByLabel(/^Date/)).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel(/^Date/).fill(londonDate(0));
    await form.getByRole("button", { name: "Request Reservation" }).click();
    await expect(form.getByText(`For same-day bookings, please call us directly at ${PHONE}`)).toBeVisible();
  });

  test("success: submitting label, one message (the focused panel repeating date, time and party, no toast), cleared fields, the button held until the guest types again, and the stored row (9+ as 9 marked to confirm, time kept)", async ({
    page,
    request,
  }) => {
    const b: Booking = {
      name: "Amina Khan",
      email: uniqueEmail("reservation"),
      phone: "07700 900123",
      date: openLondonDate(7),
      time: "19:30",
      guests: "9+",
      notes: "A birthday; one guest uses a wheelchair.",
    };
    await sendShowingOneSuccess(page, "reservation", b, {
      busy: "Processing Reservation...",
      description: "We'll confirm your booking within 24 hours. Thank you for choosing 47 Restaurant.",
      sent: `${bookingDayLabel(b.date)} at 7:30pm, 9 or more guests`,
    });

    const rows = await storedEnquiries(request, b.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      formType: "reservation",
      name: b.name,
      email: b.email,
      phone: b.phone,
      preferredDate: b.date,
      preferredTime: "19:30:00",
      guests: 9,
      guestsAtLeast: true,
      message: b.notes,
      sourcePage: "reservations",
      eventType: null,
      serviceStyle: null,
    });
  });

  test("a closed day gets one message, the date's: no second one under the time, no 'required fields' toast", async ({
    page,
  }) => {
    const form = reservationForm(page);
    await fill(page, {
      name: "Amina",
      email: "amina@example.com",
      phone: "07700 900123",
      date: nextLondonMonday(),
      time: "",
      guests: "2",
    });
    await expect(form.getByLabel("Time")).toHaveValue("");
    await expect(form.getByLabel("Time").locator("option").first()).toHaveText("No tables on this date");
    await form.getByRole("button", { name: "Request Reservation" }).click();
    const closed = `We are closed on Mondays. Please choose another date, or call us on ${PHONE}.`;
    await expect(form.getByText(closed)).toBeVisible();
    await expectToast(page, "Please check your details", closed);
    await expect(form.getByText(/Please choose a time/)).toHaveCount(0);
    await expect(form.getByLabel("Time")).not.toHaveAttribute("aria-invalid", "true");
    await expect(toasts(page).getByText("Required fields missing")).toHaveCount(0);
  });

  test("a day's last table leaves time before closing, and a day open for lunch says lunch is booked by phone", async ({
    page,
  }) => {
    const form = reservationForm(page);
    await form.getByLabel(/^Date/).fill(nextLondonWeekday(2, 3));
    // Tuesday closes at 10pm: the last table starts at 8:30pm.
    await expect(form.getByLabel("Time").locator("option:not([value=''])").last()).toHaveText("8:30pm");
    await form.getByLabel(/^Date/).fill(nextLondonWeekday(5, 3));
    await expect(
      form.getByText(`Tables before 5:00pm on Fridays are booked by phone: please call us on ${PHONE}.`),
    ).toBeVisible();
    await expect(form.getByLabel("Time").locator("option:not([value=''])").last()).toHaveText("9:30pm");
  });

  test("keyboard focus on fields, selects and the button is a solid ring of at least 2px", async ({ page }) => {
    const form = reservationForm(page);
    await form.getByLabel("Name").focus();
    for (const control of [
      form.getByLabel("Name"),
      form.getByLabel("Guests"),
      form.getByRole("button", { name: "Request Reservation" }),
    ]) {
      await control.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(control).toBeFocused();
      const ring = await control.evaluate((el) => {
        const s = getComputedStyle(el);
        return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), colour: s.outlineColor };
      });
      expect(ring.style).toBe("solid");
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(ring.colour).not.toBe("rgba(0, 0, 0, 0)");
    }
  });

  test("failure with the database unavailable: the SPEC toast with our number, every value kept", async ({
    page,
    request,
  }) => {
    const b: Booking = {
      ...tableGuest("Yusuf", "reservation", 3, "20:30", "4", "Quiet table please"),
      phone: "0116 496 0123",
    };
    await expectRefusedKeepingValues(page, request, "reservation", b);
  });
});

test.describe("reservation form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a request is confirmed, stored and acknowledged on the page", async ({ page, request }) => {
    await openAsGuest(page, "/reservations");
    const b: Booking = { ...tableGuest("Maryam", "reservation-nojs", 12, "18:00", "3", ""), phone: "07700 900999" };
    await submitConfirmingWithoutScript(page, "reservation", b);
    await expect(reservationForm(page).getByRole("status")).toContainText(
      "We'll confirm your booking within 24 hours.",
    );
    expect(await storedEnquiries(request, b.email)).toMatchObject([
      { formType: "reservation", guests: 3, preferredTime: "18:00:00", preferredDate: b.date, message: null },
    ]);
  });
});

test.describe("reservation form on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the form's first field is on the first screen", async ({ page }) => {
    await openAsGuest(page, "/reservations");
    const name = reservationForm(page).getByLabel("Name");
    await expect(name).toBeInViewport();
    const box = await name.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  });

  test("a toast never covers the control the guest is on", async ({ page, request }) => {
    await openAsGuest(page, "/reservations");
    const b: Booking = { ...tableGuest("Yusuf", "reservation-phone", 4, "19:00", "2", ""), phone: "0116 496 0123" };
    await withInsertsRefused(request, b.email, async () => {
      await fill(page, b);
      const send = reservationForm(page).getByRole("button", { name: "Request Reservation" });
      await send.scrollIntoViewIfNeeded();
      // The button at the very foot of the screen, where a phone's toasts appear.
      await send.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 4));
      await send.focus();
      await page.keyboard.press("Enter");
      const toast = toasts(page).getByRole("listitem").filter({ hasText: "Error submitting reservation" });
      await expect(toast).toBeVisible();
      await expect(send).toBeFocused();
      await expect
        .poll(async () => {
          const [button, shown] = await Promise.all([send.boundingBox(), toast.boundingBox()]);
          return button!.y + button!.height <= shown!.y;
        })
        .toBe(true);
    });
  });
});
