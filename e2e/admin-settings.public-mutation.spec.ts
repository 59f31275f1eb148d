import { test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect } from "./support/expect";
import { londonDate, nextLondonMonday } from "./support/forms";
import { withoutPopups } from "./support/popups";
import { signInAsNewAdmin } from "./support/staff";

test.describe.configure({ mode: "serial" });

const PHONE = "0116 288 4747";
const NEW_PHONE = "0116 496 0999";
const INSTAGRAM = "https://www.instagram.com/47restaurant";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

const toast = (page: Page, text: string) =>
  page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: text });

async function openSettings(page: Page) {
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save contact details" })).toBeEnabled();
}

async function openSection(page: Page, label: string, path: string, ready: Locator) {
  await page
    .getByRole("navigation", { name: "Settings sections" })
    .getByRole("link", { name: label, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/settings/${path}$`));
  await expect(ready).toBeEnabled();
}

const packageCard = (page: Page, name: string): Locator =>
  page
    .getByRole("region", { name: "Event packages" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: name }) });

async function saveContactDetails(page: Page, phone: string, instagram: string) {
  await page.getByLabel("Phone").fill(phone);
  await page.getByLabel("Instagram (optional)").fill(instagram);
  await page.getByRole("button", { name: "Save contact details" }).click();
  await expect(toast(page, "Saved the contact details")).toBeVisible();
}

/** Turns Monday's collection on (with its hours) or off again. */
async function saveMondayCollection(page: Page, hours?: { opens: string; closes: string }) {
  const save = page.getByRole("button", { name: "Save collection hours" });
  await openSection(page, "Collection hours", "collection-hours", save);
  await page.getByRole("switch", { name: "Monday Closed" }).click();
  if (hours) {
    await page.getByLabel("Monday Opens").fill(hours.opens);
    await page.getByLabel("Monday Closes", { exact: true }).fill(hours.closes);
  }
  await save.click();
  await expect(toast(page, "Collection hours saved")).toBeVisible();
}

async function saveCelebrationPrice(page: Page, price: string) {
  const save = page.getByRole("button", { name: "Save event packages" });
  await openSection(page, "Event packages", "event-packages", save);
  await packageCard(page, "Celebration").getByLabel("Price per guest (£)").fill(price);
  await save.click();
  await expect(toast(page, "Saved the event packages")).toBeVisible();
}

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? "{}") as Record<string, unknown>;
}

test("settings: phone, a social link, a package price, a collection day and a brochure reach the public site at the next request, each logged", async ({
  page,
  request,
}) => {
  test.slow(); // sign-in, five saves, an upload, eight public page loads, the log and the restore
  await withoutPopups(page);
  const email = await signInAsNewAdmin(page, request, "settings");
  await openSettings(page);
  await expectNoAxeViolations(page);

  await page.getByLabel("Instagram (optional)").fill("http://instagram.com/47");
  await page.getByRole("button", { name: "Save contact details" }).click();
  await expect(page.getByText("The Instagram link must be a full https:// address, or left empty.")).toBeVisible();
  await expect(page.getByLabel("Instagram (optional)")).toHaveAttribute("aria-invalid", "true");

  await saveContactDetails(page, NEW_PHONE, INSTAGRAM);
  await saveMondayCollection(page, { opens: "17:00", closes: "22:00" });
  await saveCelebrationPrice(page, "36");

  await openSection(page, "Events brochure", "brochure", page.getByLabel("Upload the brochure (PDF)"));
  await page
    .getByLabel("Upload the brochure (PDF)")
    .setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html></html>") });
  await expect(
    page.getByText("“fake.pdf” is not a PDF (judged by its contents, not its name), so it was not uploaded."),
  ).toBeVisible();
  await page
    .getByLabel("Upload the brochure (PDF)")
    .setInputFiles({ name: "events-brochure.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(toast(page, "Brochure uploaded")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("link", { name: "events-brochure.pdf (opens in a new tab)" })).toBeVisible();

  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: NEW_PHONE })).toHaveAttribute("href", "tel:+441164960999");
  const instagram = footer.getByRole("link", { name: "47 Restaurant on Instagram (opens in a new tab)" });
  await expect(instagram).toHaveAttribute("href", INSTAGRAM);
  await expect(instagram).toHaveAttribute("target", "_blank");
  await expect(instagram).toHaveAttribute("rel", "noopener");
  await expect(footer.getByRole("link", { name: "47 Restaurant on Facebook", exact: true })).toHaveAttribute(
    "href",
    "#",
  );
  expect(await jsonLd(page)).toMatchObject({ telephone: "+441164960999", sameAs: [INSTAGRAM] });

  await page.goto("/online-ordering");
  await expect(page.getByRole("main").getByTestId("collection-hours")).toHaveText([
    "Mon-Thu 5:00 PM-10:00 PM",
    "Fri-Sat 5:00 PM-11:00 PM",
    "Sun 4:00 PM-9:30 PM",
  ]);
  await expect(page.getByRole("main").getByRole("link", { name: `Call to order ${NEW_PHONE}` })).toBeVisible();

  await page.goto("/reservations");
  const booking = page.getByRole("form", { name: "Request a table" });
  await booking.getByLabel(/^Date/).fill(nextLondonMonday());
  await expect(
    booking.getByText(`We are closed on Mondays. Please choose another date, or call us on ${NEW_PHONE}.`),
  ).toBeVisible();
  await booking.getByLabel(/^Date/).fill(londonDate(0));
  await booking.getByRole("button", { name: "Request Reservation" }).click();
  await expect(booking.getByText(`For same-day bookings, please call us directly at ${NEW_PHONE}`)).toBeVisible();

  await page.goto("/events");
  const packages = page.getByRole("region", { name: "Menus for your guests" });
  await expect(
    packages.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "Celebration" }) }),
  ).toContainText("£36");
  const brochure = page.getByRole("link", { name: "Download Brochure (PDF)" });
  const href = await brochure.getAttribute("href");
  expect(href).toMatch(/^\/media\/brochure\/[0-9a-f]{32}\.pdf$/);
  const served = await request.get(href!);
  expect(served.headers()["content-type"]).toBe("application/pdf");
  const [download] = await Promise.all([page.waitForEvent("download"), brochure.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  await page.goto(`/admin/activity?section=site_settings&actor=${encodeURIComponent(email)}`);
  const summaries = page.getByRole("row").getByRole("link");
  await expect(summaries).toHaveText([
    "Updated the events brochure",
    "Updated the event packages",
    "Updated the collection hours",
    "Updated the contact details and social links",
  ]);
  await summaries.filter({ hasText: "contact details" }).click();
  const diff = page.getByRole("table");
  await expect(diff.getByRole("row").filter({ hasText: "Phone" })).toHaveText(
    new RegExp(`Phone\\s*${PHONE}\\s*${NEW_PHONE}`),
  );
  await expect(diff.getByRole("row").filter({ hasText: "Instagram" })).toHaveText(
    new RegExp(`Instagram url\\s*empty\\s*${INSTAGRAM}`),
  );
  await page.goBack();
  await summaries.filter({ hasText: "event packages" }).click();
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: "Items" })).toContainText(
    '"name":"Celebration","price":34',
  );
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: "Items" })).toContainText(
    '"name":"Celebration","price":36',
  );

  await openSettings(page);
  await saveContactDetails(page, PHONE, "");
  await saveMondayCollection(page);
  await saveCelebrationPrice(page, "34");
  await openSection(page, "Events brochure", "brochure", page.getByRole("button", { name: "Remove brochure" }));
  await page.getByRole("button", { name: "Remove brochure" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove the brochure?" });
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(toast(page, "Brochure removed")).toBeVisible();
  expect((await request.get(href!)).status()).toBe(404);

  await page.goto("/events");
  await expect(page.getByRole("button", { name: "Download Brochure" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Menus for your guests" })).toContainText("£34");
  await page.goto("/online-ordering");
  await expect(page.getByRole("main").getByTestId("collection-hours")).toHaveText([
    "Mon Closed",
    "Tue-Thu 5:00 PM-10:00 PM",
    "Fri-Sat 5:00 PM-11:00 PM",
    "Sun 4:00 PM-9:30 PM",
  ]);
  const footerAfter = page.getByRole("contentinfo");
  await expect(footerAfter.getByRole("link", { name: PHONE })).toHaveAttribute("href", "tel:+441162884747");
  await expect(footerAfter.getByRole("link", { name: "47 Restaurant on Instagram", exact: true })).toHaveAttribute(
    "href",
    "#",
  );
});

test("settings: lists are edited with the keyboard, a removal is asked first, and an empty list says so", async ({
  page,
  request,
}) => {
  await withoutPopups(page);
  await signInAsNewAdmin(page, request, "settings-lists");
  await openSettings(page);
  await openSection(page, "Events FAQ", "faq", page.getByRole("button", { name: "Save FAQ" }));
  const faq = page.getByRole("region", { name: "Events FAQ" });

  const second = faq.getByRole("listitem").nth(1);
  const title = (await second.getByRole("heading", { level: 3 }).textContent())!.replace(/^2\.\s*/, "");
  await second.getByRole("button", { name: `Move “${title}” up` }).focus();
  await page.keyboard.press("Enter");
  await expect(faq.getByRole("listitem").first().getByRole("heading", { level: 3 })).toContainText(title);
  await expect(faq.getByText("You have unsaved changes.")).toBeVisible();

  await faq.getByRole("button", { name: `Remove “${title}”` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Remove “${title}”?` });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(faq.getByRole("listitem")).toHaveCount(4);

  await faq.getByRole("button", { name: "Add question" }).click();
  await expect(faq.getByRole("listitem")).toHaveCount(5);
  await faq.getByRole("button", { name: "Save FAQ" }).click();
  await expect(faq.getByText("Please enter the question.")).toBeVisible();
  await expect(faq.getByText("Please enter the answer.")).toBeVisible();

  const sections = page.getByRole("navigation", { name: "Settings sections" });
  await sections.getByRole("link", { name: "Testimonials" }).click();
  const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await leave.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/faq$/);
  await expect(faq.getByRole("listitem")).toHaveCount(5);
  await sections.getByRole("link", { name: "Testimonials" }).click();
  await leave.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/testimonials$/);
  await expect(page.getByRole("button", { name: "Save testimonials" })).toBeEnabled();

  const testimonials = page.getByRole("region", { name: "Testimonials" });
  while ((await testimonials.getByRole("listitem").count()) > 0) {
    await testimonials
      .getByRole("listitem")
      .first()
      .getByRole("button", { name: /^Remove/ })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  }
  await expect(testimonials.getByText("No testimonials yet")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "Testimonials" }).getByRole("listitem")).toHaveCount(3);
});

test("settings page at phone and desktop widths", async ({ page, request }) => {
  await signInAsNewAdmin(page, request, "settings-shots");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openSettings(page);
    await expectNoAxeViolations(page);
    if (process.env.SETTINGS_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.SETTINGS_SCREENSHOTS}/settings-${width}.png`, fullPage: true });
  }
});
