import { expect, test, type Page } from "@playwright/test";
import {
  CONTACT_FIELDS,
  expectRefusedKeepingValues,
  expectSuccessPanel,
  expectToast,
  fillFields,
  guestForm,
  openAsGuest,
  sendShowingOneSuccess,
  storedEnquiries,
  uniqueEmail,
} from "./support/forms";

const contactForm = (page: Page) => guestForm(page, "contact");

type Message = { name: string; email: string; phone?: string; message: string };
const fill = (page: Page, values: Message) => fillFields(contactForm(page), CONTACT_FIELDS, values);
async function send(page: Page, values: Message) {
  await fill(page, values);
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
}

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => {
    await openAsGuest(page, "/contact");
  });

  test("the form's heading and introduction show once, above it", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByText("Write to us", { exact: true })).toHaveCount(1);
    await expect(main.getByRole("heading", { name: "Send us a message" })).toHaveCount(1);
    await expect(contactForm(page)).toBeVisible();
  });

  test("validation: missing fields, then specific problems under the fields", async ({ page }) => {
    const form = contactForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Required fields missing", "Please fill in your name, email, and message");
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Please enter your name")).toBeVisible();
    await expect(form.getByText("Please enter your message")).toBeVisible();
    await expect(form.getByLabel("Phone")).not.toHaveAttribute("aria-invalid", "true");

    await send(page, { name: "a".repeat(121), email: "not-an-email", phone: "call me maybe", message: "Hello" });
    await expect(form.getByText("Please keep your name to 120 characters or fewer")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address, like name@example.com")).toBeVisible();
    await expect(form.getByText("Please use only digits, spaces and + ( ) - in your phone number")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription(
      "Please enter a valid email address, like name@example.com",
    );
  });

  test("success: submitting label, one message (the focused panel, no toast), cleared fields and the stored row", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("contact");
    await sendShowingOneSuccess(
      page,
      "contact",
      {
        name: "  Sara Ali ",
        email,
        phone: "+44 (0)116 288-4747",
        message: "Do you have step-free access?\nThank you.",
      },
      { busy: "Sending...", description: "Thank you for contacting us. We'll get back to you shortly." },
    );

    const rows = await storedEnquiries(request, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      formType: "contact",
      status: "new",
      name: "Sara Ali",
      email,
      phone: "+44 (0)116 288-4747",
      message: "Do you have step-free access?\nThank you.",
      sourcePage: "contact",
      guests: null,
      preferredDate: null,
    });
  });

  test("empty phone is stored as null", async ({ page, request }) => {
    const email = uniqueEmail("contact-nophone");
    await send(page, { name: "Omar", email, message: "Is the terrace open?" });
    await expectSuccessPanel(contactForm(page), "Message sent!");
    await expect
      .poll(async () => (await storedEnquiries(request, email))[0]?.phone, { message: "row stored" })
      .toBeNull();
    expect(await storedEnquiries(request, email)).toHaveLength(1);
  });

  test("failure with the database unavailable: the SPEC toast with our number, every value kept", async ({
    page,
    request,
  }) => {
    await expectRefusedKeepingValues(page, request, "contact", {
      name: "Hamza Iqbal",
      email: uniqueEmail("contact"),
      phone: "07700 900456",
      message: "Please call me back about a large booking.",
    });
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => {
    await openAsGuest(page, "/contact");
  });

  test("missing fields keep what was typed; a confirmed message is stored and acknowledged", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("contact-nojs");
    await send(page, { name: "Zainab", email, phone: "", message: "" });
    const form = contactForm(page);
    await expect(form.getByRole("alert").filter({ hasText: "Required fields missing" })).toContainText(
      "Please fill in your name, email, and message",
    );
    await expect(form.getByText("Please enter your message")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("Zainab");
    await expect(form.getByLabel("Email")).toHaveValue(email);

    await form.getByLabel("Message").fill("Could we bring a birthday cake?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(contactForm(page).getByRole("status")).toContainText("Message sent!");
    await expect(contactForm(page).getByRole("status")).toContainText(
      "Thank you for contacting us. We'll get back to you shortly.",
    );
    await expect(contactForm(page).getByLabel("Message")).toHaveValue("");
    const rows = await storedEnquiries(request, email);
    expect(rows).toMatchObject([
      {
        formType: "contact",
        name: "Zainab",
        message: "Could we bring a birthday cake?",
        phone: null,
        sourcePage: "contact",
      },
    ]);
  });

  test("a first valid post from the pre-rendered page asks to confirm, keeps everything, then stores once", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("contact-nojs-confirm");
    await send(page, { name: "Idris", email, phone: "0116 496 0000", message: "Do you cater for nut allergies?" });
    const form = contactForm(page);
    await expect(form.getByRole("alert").filter({ hasText: "Please confirm your request" })).toContainText(
      "press send once more",
    );
    await expect(form.getByLabel("Message")).toHaveValue("Do you cater for nut allergies?");
    await expect(form.getByLabel("Phone")).toHaveValue("0116 496 0000");
    expect(await storedEnquiries(request, email)).toHaveLength(0);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(contactForm(page).getByRole("status")).toContainText("Message sent!");
    expect(await storedEnquiries(request, email)).toMatchObject([
      { name: "Idris", phone: "0116 496 0000", message: "Do you cater for nut allergies?" },
    ]);
  });
});
