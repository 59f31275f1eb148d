import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  PHONE,
  RESERVATION_FIELDS,
  asNewGuest,
  bookingDayLabel,
  expectToast,
  fillFields,
  londonDate,
  nextLondonMonday,
  openAsGuest,
  openLondonDate,
  reservationForm,
  seededPrivateEvent,
  storedEnquiries,
  uniqueEmail,
} from "./support/forms";

const CLOSED_MONDAYS = `We are closed on Mondays. Please choose another date, or call us on ${PHONE}.`;
const closedPrivateEvent = (date: string) =>
  `We are closed on ${bookingDayLabel(date)} (Private event). Please choose another date, or call us on ${PHONE}.`;

const fillGuest = (page: Page, email: string, date: string, time: string) =>
  fillFields(reservationForm(page), RESERVATION_FIELDS, {
    name: "Amina Khan",
    email,
    phone: "07700 900123",
    guests: "2",
    date,
    time,
    notes: "A quiet corner, please",
  });

test.describe("booking rules with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await openAsGuest(page, "/reservations");
  });

  test("a closed weekday says so as soon as it is chosen, offers no time, and is refused on sending", async ({
    page,
  }) => {
    const form = reservationForm(page);
    await expect(async () => {
      await form.getByLabel(/^Date/).fill(nextLondonMonday());
      await expect(form.getByText(CLOSED_MONDAYS)).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(form.getByLabel(/^Date/)).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Time").locator("option")).toHaveText(["No tables on this date"]);
    await expectNoAxeViolations(page);

    await form.getByLabel(/^Date/).fill(openLondonDate(2));
    await expect(form.getByText(CLOSED_MONDAYS)).toHaveCount(0);
    await expect(form.getByLabel("Time").locator("option:not([value=''])")).not.toHaveCount(0);
  });

  test("a special closure is refused with its name, and a time already chosen stays with the reason", async ({
    page,
    request,
  }) => {
    const privateEvent = await seededPrivateEvent(request);
    const form = reservationForm(page);
    const email = uniqueEmail("closed-special");
    await fillGuest(page, email, openLondonDate(2), "19:00");
    await form.getByLabel(/^Date/).fill(privateEvent);
    await expect(form.getByText(closedPrivateEvent(privateEvent))).toBeVisible();
    await expect(form.getByLabel("Time")).toHaveValue("19:00");
    await form.getByRole("button", { name: "Request Reservation" }).click();
    await expectToast(page, "Please check your details", closedPrivateEvent(privateEvent));
    await expect(form.getByLabel("Notes")).toHaveValue("A quiet corner, please");
  });

  test("a time too close to closing is not offered: Sunday closes at 9:30pm and a table needs 90 minutes", async ({
    page,
  }) => {
    const form = reservationForm(page);
    const sunday = openSunday();
    // Until the script runs, a typed date is only the field's; it is cleared and typed again until the form answers.
    await expect(async () => {
      await form.getByLabel(/^Date/).fill("");
      await form.getByLabel(/^Date/).fill(sunday);
      await expect(sundayTimesOf(page)).toHaveText(SUNDAY_TIMES, { timeout: 2_000 });
    }).toPass();
  });
});

const SUNDAY_TIMES = ["5:00pm", "5:30pm", "6:00pm", "6:30pm", "7:00pm", "7:30pm", "8:00pm"];
const sundayTimesOf = (page: Page) => reservationForm(page).getByLabel("Time").locator("option:not([value=''])");

function openSunday(): string {
  let sunday = openLondonDate(2);
  while (new Date(`${sunday}T12:00:00Z`).getUTCDay() !== 0)
    sunday = openLondonDate(Math.round((Date.parse(sunday) - Date.parse(londonDate(0))) / 86_400_000) + 1);
  return sunday;
}

test("a date typed before the page's script runs is taken up when it runs: the times follow that day", async ({
  page,
}) => {
  await asNewGuest(page);
  let runScripts!: () => void;
  const slowPhone = new Promise<void>((resolve) => (runScripts = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await slowPhone;
    await route.continue();
  });
  await page.goto("/reservations", { waitUntil: "domcontentloaded" });
  const form = reservationForm(page);
  await form.getByLabel("Name").fill("Amina Khan");
  await form.getByLabel(/^Date/).fill(openSunday());
  await expect(sundayTimesOf(page)).toHaveCount(10); // every time, as a page without script offers
  runScripts();
  await expect(sundayTimesOf(page)).toHaveText(SUNDAY_TIMES);
  await expect(form.getByLabel("Name")).toHaveValue("Amina Khan");
});

test.describe("booking rules without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const closed of [
    { name: "a closed weekday", date: async () => nextLondonMonday(), message: () => CLOSED_MONDAYS },
    { name: "a special closure", date: seededPrivateEvent, message: closedPrivateEvent },
  ]) {
    test(`${closed.name} is refused by the server with the message, every word kept`, async ({ page, request }) => {
      const date = await closed.date(request);
      await openAsGuest(page, "/reservations");
      const email = uniqueEmail("closed-nojs");
      await fillGuest(page, email, date, "19:00");
      await reservationForm(page).getByRole("button", { name: "Request Reservation" }).click();
      const form = reservationForm(page);
      await expect(form.getByRole("alert").filter({ hasText: "Please check your details" })).toContainText(
        closed.message(date),
      );
      await expect(form.getByText(closed.message(date)).first()).toBeVisible();
      await expect(form.getByLabel("Name")).toHaveValue("Amina Khan");
      await expect(form.getByLabel("Email")).toHaveValue(email);
      await expect(form.getByLabel(/^Date/)).toHaveValue(date);
      await expect(form.getByLabel("Notes")).toHaveValue("A quiet corner, please");
      expect(await storedEnquiries(request, email)).toHaveLength(0);
    });
  }
});
