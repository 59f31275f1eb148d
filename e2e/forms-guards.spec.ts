import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, expectToastAccessible } from "./support/axe";
import { asNewGuest, expectToast, storedEnquiries, uniqueEmail } from "./support/forms";

test("a submission faster than the minimum fill time is refused politely, values kept", async ({ page, request }) => {
  // The e2e server lowers the minimum to keep the suite quick; this request raises it to a minute.
  await asNewGuest(page, { "x-e2e-min-fill-ms": "60000" });
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  const email = uniqueEmail("too-fast");
  await form.getByLabel("Name").fill("Speedy");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Message").fill("Sent in a hurry");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "One moment, please", "That was quicker than we expected. Please check your details and send again.");
  await expectToastAccessible(page);
  await expect(form.getByLabel("Message")).toHaveValue("Sent in a hurry");
  expect(await storedEnquiries(request, email)).toHaveLength(0);
});

test("the forms with their error messages pass axe", async ({ page }) => {
  await asNewGuest(page);
  await page.goto("/reservations");
  const form = page.getByRole("form", { name: "Request a table" });
  await form.getByRole("button", { name: "Request Reservation" }).click();
  await expect(form.getByText("Please enter your name")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/events#event-form");
  await expect(page.getByRole("form", { name: "Tell us about your event" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the test hooks route answers only with an e-mail", async ({ request }) => {
  expect((await request.get("/api/test-hooks/enquiries")).status()).toBe(400);
});
