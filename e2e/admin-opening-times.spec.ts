import { test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect } from "./support/expect";
import { withoutPopups } from "./support/popups";
import { activityCount, signInAsNewAdmin } from "./support/staff";
import { writtenDate } from "./support/time";

test.describe.configure({ mode: "serial" });

const LONDON_DAY = () =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", weekday: "long" }).format(new Date());
const LONDON_DATE = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
const LONDON_LABEL = () => writtenDate(new Date(), "short", "Europe/London");

async function signInToOpeningTimes(page: Page, request: import("@playwright/test").APIRequestContext, label: string) {
  const email = await signInAsNewAdmin(page, request, label, "/admin/opening-times");
  await expect(page.getByRole("heading", { level: 1, name: "Opening times" })).toBeVisible();
  return email;
}

async function footerToday(page: Page) {
  await page.goto("/about");
  return page.getByRole("contentinfo").getByTestId("today-hours");
}

test("weekly hours: overlap and late-close checks, a second period added and removed, a saved note shows at once", async ({
  page,
  request,
}) => {
  test.slow(); // a long user journey: sign-in, two refusals, two saves, four public page loads
  await withoutPopups(page);
  const email = await signInToOpeningTimes(page, request, "hours-weekly");
  const today = LONDON_DAY();
  const tuesday = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Tuesday" }) });
  await expectNoAxeViolations(page);

  await tuesday.getByRole("button", { name: "Add a second period on Tuesday" }).click();
  await page.getByLabel("Tuesday Reopens").fill("21:00");
  await page.getByLabel("Tuesday Closes again").fill("23:00");
  await page.getByRole("button", { name: "Save weekly hours" }).click();
  await expect(tuesday.getByText("The second period must start after the first one closes.")).toBeVisible();
  await expect(page.getByLabel("Tuesday Reopens")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Tuesday Reopens").fill("22:30");
  await page.getByLabel("Tuesday Closes again").fill("07:00");
  await page.getByRole("button", { name: "Save weekly hours" }).click();
  await expect(tuesday.getByText("A closing time past midnight must be no later than 6am.")).toBeVisible();
  expect(await activityCount(request, { action: "opening_times.updated", actor: email })).toBe(0);

  await tuesday.getByRole("button", { name: "Remove Tuesday’s second period" }).click();
  await expect(page.getByLabel("Tuesday Reopens")).toHaveCount(0);
  const notes = page.getByLabel(`${today} Notes`);
  const original = await notes.inputValue();
  const note = `Chef’s table tonight ${Date.now().toString(36)}`;
  await notes.fill(note);
  await page.getByRole("button", { name: "Save weekly hours" }).click();
  await expect(page.getByText("Opening hours saved")).toBeVisible();
  await expect.poll(() => activityCount(request, { action: "opening_times.updated", actor: email })).toBe(1);

  await expect(await footerToday(page)).toContainText(note);
  await page.goto("/contact");
  await expect(page.getByTestId("contact-today-hours")).toContainText(note);
  await expect(
    page.getByRole("region", { name: "When to find us" }).getByRole("definition").filter({ hasText: "5pm – 10pm" }),
  ).toBeVisible();

  await page.goto("/admin/opening-times");
  await page.getByLabel(`${today} Notes`).fill(original);
  await page.getByRole("button", { name: "Save weekly hours" }).click();
  await expect(page.getByText("Opening hours saved")).toBeVisible();
  await expect.poll(() => activityCount(request, { action: "opening_times.updated", actor: email })).toBe(2);
  await expect(await footerToday(page)).not.toContainText(note);
});

test("special hours: today's closure shows in the footer at once, is edited to late hours, then deleted", async ({
  page,
  request,
}) => {
  test.slow(); // a long user journey: add, refuse a duplicate, edit, delete, each checked on a public page
  await withoutPopups(page);
  const email = await signInToOpeningTimes(page, request, "hours-special");
  const note = `Private event ${Date.now().toString(36)}`;
  const label = LONDON_LABEL();

  await page.getByRole("button", { name: "Add special hours" }).click();
  const dialog = page.getByRole("dialog", { name: "Add special hours" });
  await dialog.getByLabel("Date").fill(LONDON_DATE());
  await expect(dialog.getByRole("switch", { name: "Closed all day" })).toBeChecked();
  await dialog.getByLabel("Notes (optional)").fill(note);
  await dialog.getByRole("button", { name: "Save special hours" }).click();
  await expect(page.getByText("Special hours saved")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("list", { name: "Upcoming special dates" }).getByRole("listitem", { name: label });
  await expect(row).toContainText("Today");
  await expect(row).toContainText(`Closed · ${note}`);
  await expect.poll(() => activityCount(request, { action: "special_hours.created", actor: email })).toBe(1);

  await expect(await footerToday(page)).toHaveText(`Today: Closed (${note})`);

  await page.goto("/admin/opening-times");
  await page.getByRole("button", { name: "Add special hours" }).click();
  await dialog.getByLabel("Date").fill(LONDON_DATE());
  await dialog.getByRole("button", { name: "Save special hours" }).click();
  await expect(
    dialog.getByText("There are already special hours for this date. Edit that date instead."),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: `Edit ${label}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit special hours" });
  await edit.getByRole("switch", { name: "Closed all day" }).click();
  await edit.getByLabel("Opens").fill("18:00");
  await edit.getByLabel("Closes").fill("18:00");
  await edit.getByRole("button", { name: "Save special hours" }).click();
  await expect(edit.getByText("The closing time must differ from the opening time.")).toBeVisible();
  await edit.getByLabel("Closes").fill("01:00");
  await edit.getByRole("button", { name: "Save special hours" }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(`6pm – 1am · ${note}`);
  await expect.poll(() => activityCount(request, { action: "special_hours.updated", actor: email })).toBe(1);
  await expect(await footerToday(page)).toHaveText(`Today: 6pm – 1am (${note})`);

  await page.goto("/admin/opening-times");
  await page.getByRole("button", { name: `Delete ${label}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Special hours deleted")).toBeVisible();
  await expect(page.getByRole("listitem", { name: label })).toHaveCount(0);
  await expect.poll(() => activityCount(request, { action: "special_hours.deleted", actor: email })).toBe(1);
  await expect(await footerToday(page)).not.toContainText(note);
});
