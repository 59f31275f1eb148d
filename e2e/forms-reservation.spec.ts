import { expect, test, type Page } from "@playwright/test";
import {
  PHONE,
  RESERVATION_FIELDS,
  type TableRequest,
  expectRefusedKeepingValues,
  expectToast,
  fillFields,
  londonDate,
  openAsGuest,
  openLondonDate,
  reservationForm,
  sendShowingOneSuccess,
  storedEnquiries,
  submitConfirmingWithoutScript,
  uniqueEmail,
} from "./support/forms";

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
      "Please choose a time between 17:00 and 21:30",
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

  test("success: submitting label, one message (the focused panel, no toast), cleared fields and the stored row (9+ as 9, time kept)", async ({
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
      message: b.notes,
      sourcePage: "reservations",
      eventType: null,
      serviceStyle: null,
    });
  });

  test("failure with the database unavailable: the SPEC toast with our number, every value kept", async ({
    page,
    request,
  }) => {
    const b: Booking = {
      name: "Yusuf",
      email: uniqueEmail("reservation"),
      phone: "0116 496 0123",
      date: openLondonDate(3),
      time: "20:30",
      guests: "4",
      notes: "Quiet table please",
    };
    await expectRefusedKeepingValues(page, request, "reservation", b);
  });
});

test.describe("reservation form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a request is confirmed, stored and acknowledged on the page", async ({ page, request }) => {
    await openAsGuest(page, "/reservations");
    const b: Booking = {
      name: "Maryam",
      email: uniqueEmail("reservation-nojs"),
      phone: "07700 900999",
      date: openLondonDate(12),
      time: "18:00",
      guests: "3",
      notes: "",
    };
    await submitConfirmingWithoutScript(page, "reservation", b);
    await expect(reservationForm(page).getByRole("status")).toContainText(
      "We'll confirm your booking within 24 hours.",
    );
    expect(await storedEnquiries(request, b.email)).toMatchObject([
      { formType: "reservation", guests: 3, preferredTime: "18:00:00", preferredDate: b.date, message: null },
    ]);
  });
});
