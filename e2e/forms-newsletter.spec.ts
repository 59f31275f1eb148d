import { expect, test, type Page } from "@playwright/test";
import {
  expectNoSuccessToast,
  expectSuccessPanel,
  expectToast,
  openAsGuest,
  slowDownActions,
  storedEnquiries,
  toasts,
  uniqueEmail,
  withInsertsRefused,
} from "./support/forms";

const newsletterForm = (page: Page) => page.getByRole("form", { name: "Join our newsletter" });

async function subscribe(page: Page, name: string, email: string) {
  const form = newsletterForm(page);
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
}

test.describe("newsletter sign-up", () => {
  test.beforeEach(async ({ page }) => {
    await openAsGuest(page, "/");
  });

  test("validation: name and email required, a valid address", async ({ page }) => {
    const form = newsletterForm(page);
    await page.waitForLoadState("networkidle");
    await expect(toasts(page)).toHaveCount(0);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, "Required fields", "Please enter your name and email address");
    await expect(form.getByText("Please enter your name")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
    await subscribe(page, "Ayesha", "ayesha@");
    await expect(form.getByText("Please enter a valid email address, like name@example.com")).toBeVisible();
  });

  test("success: submitting label, one message (the focused panel, no toast), cleared fields, one row even when subscribing twice", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("newsletter");
    await slowDownActions(page);
    await subscribe(page, "Ayesha Rahman", email);
    const form = newsletterForm(page);
    await expect(form.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await expectSuccessPanel(
      form,
      "Welcome to our newsletter!",
      "You'll be the first to know about our latest dishes and exclusive events.",
    );
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Email")).toHaveValue("");
    expect(await storedEnquiries(request, email)).toMatchObject([
      { formType: "newsletter", name: "Ayesha Rahman", email, sourcePage: "home", phone: null, message: null },
    ]);

    await page.unrouteAll();
    await subscribe(page, "Ayesha R", email.toUpperCase());
    await expectSuccessPanel(form, "Welcome to our newsletter!");
    expect(await storedEnquiries(request, email)).toHaveLength(1);
    // Sent, and nothing typed since: the button waits until the guest starts again.
    await expect(form.getByRole("button", { name: "Subscribe" })).toBeDisabled();
    await form.getByLabel("Name").fill("A");
    await expectNoSuccessToast(page, form, {
      submit: "Subscribe",
      missing: "Required fields",
      success: "Welcome to our newsletter!",
    });
  });

  test("on a desktop the e-mail field is wide enough to read an address as it is typed; the copy names one rhythm", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const field = newsletterForm(page).getByLabel("Email");
    await field.fill("amina.rahman@example.com");
    const fits = await field.evaluate(
      (el) => (el as HTMLInputElement).scrollWidth <= (el as HTMLInputElement).clientWidth,
    );
    expect(fits).toBe(true);
    expect((await field.boundingBox())!.width).toBeGreaterThanOrEqual(280);
    const band = page.getByRole("region", { name: /News from our kitchen/ });
    await expect(band).toContainText("a few times a year");
    await expect(band).not.toContainText("a season");
  });

  test("failure with the database unavailable: the SPEC toast, values kept", async ({ page, request }) => {
    const email = uniqueEmail("newsletter");
    await withInsertsRefused(request, email, async () => {
      await subscribe(page, "Imran", email);
      await expectToast(page, "Subscription failed", "Please try again later or contact us directly.");
      await expect(newsletterForm(page).getByLabel("Name")).toHaveValue("Imran");
      await expect(newsletterForm(page).getByLabel("Email")).toHaveValue(email);
      expect(await storedEnquiries(request, email)).toHaveLength(0);
    });
  });
});

test.describe("newsletter sign-up without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("missing name is explained; a confirmed sign-up is stored", async ({ page, request }) => {
    await openAsGuest(page, "/");
    const email = uniqueEmail("newsletter-nojs");
    await subscribe(page, "", email);
    const form = newsletterForm(page);
    await expect(form.getByRole("alert").filter({ hasText: "Required fields" })).toContainText(
      "Please enter your name and email address",
    );
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await form.getByLabel("Name").fill("Noor");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(newsletterForm(page).getByRole("status")).toContainText("Welcome to our newsletter!");
    expect(await storedEnquiries(request, email)).toMatchObject([
      { formType: "newsletter", name: "Noor", sourcePage: "home" },
    ]);
  });
});
