import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { openLondonDate, requestTable, storedEnquiries, uniqueEmail as guestEmail } from "./support/forms";
import { addPhoneBooking, type PhoneBooking } from "./support/guest-bookings";
import { signInAsNewAdmin } from "./support/staff";
import { scaled } from "./support/time";

/** With GUESTS_SCREENSHOTS set to a folder, the pages as staff see them, to be looked at. */
async function shoot(page: Page, name: string) {
  const folder = process.env.GUESTS_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

const bookingDay = (from: number) => openLondonDate(from + Math.floor(Math.random() * 150));

async function addPhoneBookingOnItsDay(page: Page, booking: PhoneBooking & { email: string }) {
  await page.goto(`/admin/reservations?date=${booking.date}`);
  await addPhoneBooking(page, booking);
}

/** Signs in as a new admin, who takes a phone booking for a guest new to this run. */
async function signInWithPhoneGuest(
  page: Page,
  request: APIRequestContext,
  label: string,
  firstName: string,
  booking: Omit<PhoneBooking, "name" | "email">,
) {
  await signInAsNewAdmin(page, request, `guests-${label}`);
  const name = `${firstName} Guest ${Date.now().toString(36)}`;
  const email = guestEmail(`guest-${label}`);
  await addPhoneBookingOnItsDay(page, { ...booking, name, email });
  return { name, email };
}

/** Moves the guest's bookings to a day gone by, as only the passing of the evening would. */
async function moveIntoThePast(request: APIRequestContext, email: string) {
  const yesterday = new Date(Date.now() - 36 * 3_600_000).toISOString().slice(0, 10);
  const moved = await request.post("/api/test-hooks/enquiries", { data: { email, date: yesterday } });
  expect(((await moved.json()) as { updated: number }).updated).toBe(1);
}

const bookEntry = (page: Page, name: string): Locator =>
  page.getByRole("list", { name: "Time slots" }).getByRole("listitem").filter({ hasText: name }).last();

async function openGuest(page: Page, email: string, name: string) {
  await page.goto(`/admin/guests?q=${encodeURIComponent(email)}`);
  const rows = page.getByRole("table").getByRole("row").filter({ hasText: name });
  await expect(rows).toHaveCount(1);
  return rows;
}

test.describe("guest book", () => {
  test("the same guest booking twice with the e-mail in another case is one guest; an allergy tag shows in the book and on the printed list", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(scaled(150_000));
    await signInAsNewAdmin(page, request, "guests");
    const run = Date.now().toString(36);
    const name = `Sana Guest ${run}`;
    const email = guestEmail("guest-book");
    const [first, second] = [bookingDay(30), bookingDay(200)];

    // The guest books on the website with the address in capitals (the form keeps its case), then by phone.
    const guestContext = await browser.newContext();
    await requestTable(await guestContext.newPage(), {
      name,
      email: email.toUpperCase(),
      phone: "07700 900811",
      guests: "2",
      date: first,
      time: "19:00",
    });
    await guestContext.close();
    await addPhoneBookingOnItsDay(page, { name, phone: "07700 900811", email, date: second, time: "19:30", guests: 4 });

    const row = await openGuest(page, email.toLowerCase(), name);
    await expect(row).toContainText("2 visits");
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await shoot(page, "guest-book");
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(page);
    await shoot(page, "guest-book");

    await row.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("region", { name: "Bookings" }).getByRole("row")).toHaveCount(3);
    await page
      .getByRole("group", { name: /Allergies/ })
      .getByLabel("Sesame")
      .check();
    await page.getByRole("button", { name: "Save tags" }).click();
    await expect(page.getByText("Tags saved")).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, "guest");
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await shoot(page, "guest");
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(`/admin/reservations?date=${second}`);
    const entry = bookEntry(page, name);
    await expect(entry).toContainText("Allergy: Sesame");
    await expect(entry).toContainText("2 visits");
    await shoot(page, "book-glance");

    await page.goto(`/admin/reservations/print?date=${second}`);
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("ALLERGY: SESAME");
    await shoot(page, "printed-list");
  });

  test("export holds the guest's bookings and e-mails; erasing waits for a future booking, with the reason", async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(120_000));
    const byPhone = { phone: "07700 900822", date: bookingDay(40), time: "19:00", guests: 3 };
    const { name, email } = await signInWithPhoneGuest(page, request, "export", "Omar", byPhone);

    const row = await openGuest(page, email, name);
    await row.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const guestUrl = page.url();

    const exported = await page.request.get(`${guestUrl.split("?")[0]}/export`);
    expect(exported.ok()).toBe(true);
    const data = (await exported.json()) as { guest: { email: string }; bookings: unknown[]; emails: unknown[] };
    expect(data.guest.email).toBe(email);
    expect(data.bookings).toHaveLength(1);
    expect(data.emails.length).toBeGreaterThanOrEqual(1);
    const csv = await (await page.request.get(`${guestUrl.split("?")[0]}/export?format=csv`)).text();
    expect(csv).toContain(name);

    const erase = page.getByRole("region", { name: "Erase on request" });
    await expect(erase.getByRole("button", { name: "Erase this guest" })).toBeDisabled();
    await expect(erase).toContainText("This guest has a booking still to come");
  });

  test("a no-show raises the guest's count in the guest book", async ({ page, request }) => {
    test.setTimeout(scaled(120_000));
    const byPhone = { phone: "07700 900833", date: bookingDay(20), time: "19:00", guests: 2 };
    const { name, email } = await signInWithPhoneGuest(page, request, "no-show", "Bilal", byPhone);
    const row = await openGuest(page, email, name);
    await expect(row).toContainText("1 visit");
    await expect(row).not.toContainText("1 no-show");

    await moveIntoThePast(request, email);
    const [booking] = await storedEnquiries(request, email);
    await page.goto(`/admin/enquiries/${booking!.id}`);
    const status = page.getByRole("region", { name: "Status" });
    await status.getByRole("button", { name: "Mark no-show" }).click();
    await page
      .getByRole("alertdialog", { name: "Mark this booking a no-show?" })
      .getByRole("button", { name: "Mark no-show" })
      .click();
    await expect(status.getByText("No-show", { exact: true })).toBeVisible();

    await expect(await openGuest(page, email, name)).toContainText("1 no-show");
  });

  test("erasing a guest leaves no personal data on their page, in the inbox or in the outbox", async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(120_000));
    const phone = "07700 900844";
    const byPhone = { phone, date: bookingDay(20), time: "19:30", guests: 2 };
    const { name, email } = await signInWithPhoneGuest(page, request, "erase", "Hina", byPhone);
    await moveIntoThePast(request, email);
    const [booking] = await storedEnquiries(request, email);

    const row = await openGuest(page, email, name);
    await row.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const guestUrl = page.url().split("?")[0]!;
    const mail = page.getByRole("region", { name: "E-mails sent" }).getByRole("link").first();
    const mailUrl = await mail.getAttribute("href");
    expect(mailUrl).toMatch(/^\/admin\/outbox\//);

    const erase = page.getByRole("region", { name: "Erase on request" });
    await erase.getByRole("button", { name: "Erase this guest" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Erase this guest?" });
    await dialog.getByRole("button", { name: "Erase guest" }).click();
    await expect(page.getByText("Guest erased")).toBeVisible();

    const personal = [name, email, phone, phone.replace(/\s/g, "")];
    const main = page.getByRole("main");
    for (const url of [guestUrl, `/admin/enquiries/${booking!.id}`, mailUrl!]) {
      await page.goto(url);
      await expect(main.filter({ visible: true })).toBeVisible();
      for (const detail of personal) await expect(main.filter({ visible: true })).not.toContainText(detail);
    }
    await page.goto(`/admin/enquiries?q=${encodeURIComponent(email)}`);
    await expect(page.getByText("No enquiries match these filters")).toBeVisible();
    expect(await storedEnquiries(request, email)).toHaveLength(0);
  });

  test("the privacy notice is linked from the footer and says how long details are kept", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/24 months/).first()).toBeVisible();
    await expect(page.getByText(/no tracking/)).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, "privacy");
  });
});
