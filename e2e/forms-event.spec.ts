import { expect, test, type Page } from "@playwright/test";
import {
  EVENT_FIELDS,
  PHONE,
  expectRefusedKeepingValues,
  expectSuccessPanel,
  expectToast,
  fillFields,
  guestForm,
  londonDate,
  openAsGuest,
  sendShowingOneSuccess,
  storedEnquiries,
  submitConfirmingWithoutScript,
  uniqueEmail,
} from "./support/forms";

const eventForm = (page: Page) => guestForm(page, "event");

interface Enquiry {
  name: string;
  email: string;
  phone: string;
  eventType: string;
  preferredDate: string;
  guests: string;
  serviceStyle: string;
  notes: string;
}

const fill = (page: Page, e: Enquiry) => fillFields(eventForm(page), EVENT_FIELDS, e);

test.describe("event enquiry form", () => {
  test.beforeEach(async ({ page }) => {
    await openAsGuest(page, "/events#event-form");
  });

  test("the date picker offers today to two years ahead once the page is live", async ({ page }) => {
    const date = page.getByLabel(/^Preferred date/);
    await expect(date).toHaveAttribute("min", londonDate(0));
    await expect(date).toHaveAttribute("max", londonDate(730));
  });

  test("validation: missing fields, then guests and a past date", async ({ page }) => {
    const form = eventForm(page);
    await expect(form).toBeInViewport();
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expectToast(page, "Required fields missing", "Please fill in all required fields.");
    for (const text of [
      "Please enter your name",
      "Please enter your email address",
      "Please choose the type of event",
      "Please choose a preferred date",
      "Please tell us how many guests to expect",
    ]) {
      await expect(form.getByText(text)).toBeVisible();
    }
    await expect(form.getByLabel("Phone")).not.toHaveAttribute("aria-invalid", "true");
    await fill(page, {
      name: "Bilal",
      email: "bilal@example.com",
      phone: "",
      eventType: "corporate",
      preferredDate: londonDate(-3),
      guests: "0",
      serviceStyle: "",
      notes: "",
    });
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(form.getByText("Please enter at least 1 guest")).toBeVisible();
    await expect(form.getByText("That date has passed: please choose a date in the future")).toBeVisible();
    await form.getByLabel("Guests").fill("501");
    await expect(form.getByText("For more than 500 guests, please call us so we can plan together")).toBeVisible();
  });

  test("success: submitting label, one message (the focused panel, no toast), cleared fields and the stored row", async ({
    page,
    request,
  }) => {
    const e: Enquiry = {
      name: "Bilal Ahmed",
      email: uniqueEmail("event"),
      phone: "07700 900321",
      eventType: "celebration",
      preferredDate: londonDate(30),
      guests: "45",
      serviceStyle: "plated",
      notes: "Sixtieth birthday, mostly vegetarian.",
    };
    await sendShowingOneSuccess(page, "event", e, {
      busy: "Sending...",
      description: `Thank you — our team will contact you within one business day. For urgent enquiries, call ${PHONE}`,
    });
    const rows = await storedEnquiries(request, e.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      formType: "event",
      name: e.name,
      email: e.email,
      phone: e.phone,
      eventType: "celebration",
      preferredDate: e.preferredDate,
      guests: 45,
      serviceStyle: "plated",
      message: e.notes,
      sourcePage: "events",
      preferredTime: null,
    });
  });

  test("optional phone, notes and service style are stored as null", async ({ page, request }) => {
    const e: Enquiry = {
      name: "Community Trust",
      email: uniqueEmail("event-min"),
      phone: "",
      eventType: "community",
      preferredDate: londonDate(60),
      guests: "80",
      serviceStyle: "",
      notes: "",
    };
    await fill(page, e);
    await eventForm(page).getByRole("button", { name: "Send Enquiry" }).click();
    await expectSuccessPanel(eventForm(page), "Enquiry received!");
    await expect.poll(async () => (await storedEnquiries(request, e.email)).length).toBe(1);
    expect((await storedEnquiries(request, e.email))[0]).toMatchObject({
      phone: null,
      message: null,
      serviceStyle: null,
      guests: 80,
      eventType: "community",
    });
  });

  test("failure with the database unavailable: the SPEC toast with our number, every value kept", async ({
    page,
    request,
  }) => {
    const e: Enquiry = {
      name: "Hina",
      email: uniqueEmail("event"),
      phone: "0116 496 0456",
      eventType: "other",
      preferredDate: londonDate(20),
      guests: "25",
      serviceStyle: "family",
      notes: "Engagement lunch",
    };
    await expectRefusedKeepingValues(page, request, "event", e);
  });
});

test.describe("event enquiry form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an enquiry is confirmed, stored and acknowledged on the page", async ({ page, request }) => {
    await openAsGuest(page, "/events#event-form");
    const e: Enquiry = {
      name: "Tariq",
      email: uniqueEmail("event-nojs"),
      phone: "",
      eventType: "corporate",
      preferredDate: londonDate(14),
      guests: "30",
      serviceStyle: "buffet",
      notes: "Team dinner",
    };
    await submitConfirmingWithoutScript(page, "event", e);
    expect(await storedEnquiries(request, e.email)).toMatchObject([
      { formType: "event", guests: 30, serviceStyle: "buffet", phone: null, message: "Team dinner" },
    ]);
  });
});
