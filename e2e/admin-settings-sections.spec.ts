import { test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect } from "./support/expect";
import { signInAsNewAdmin } from "./support/staff";

const SECTIONS = [
  {
    label: "Contact & social",
    path: "/admin/settings",
    heading: "Contact details and social links",
    ready: "Save contact details",
  },
  {
    label: "Collection hours",
    path: "/admin/settings/collection-hours",
    heading: "Collection hours",
    ready: "Save collection hours",
  },
  {
    label: "Event packages",
    path: "/admin/settings/event-packages",
    heading: "Event packages",
    ready: "Save event packages",
  },
  { label: "Events FAQ", path: "/admin/settings/faq", heading: "Events FAQ", ready: "Save FAQ" },
  { label: "Testimonials", path: "/admin/settings/testimonials", heading: "Testimonials", ready: "Save testimonials" },
  { label: "Bookings", path: "/admin/settings/bookings", heading: "Bookings", ready: "Save booking settings" },
  {
    label: "Time at the table",
    path: "/admin/settings/time-at-table",
    heading: "Time at the table",
    ready: "Save time at the table",
  },
  { label: "Newsletter", path: "/admin/settings/newsletter", heading: "Newsletter", ready: "Save newsletter settings" },
  { label: "Events brochure", path: "/admin/settings/brochure", heading: "Events brochure", ready: null },
  {
    label: "Booking e-mails",
    path: "/admin/settings/booking-emails",
    heading: "Booking e-mails",
    ready: "Save booking e-mails",
  },
] as const;

type Section = (typeof SECTIONS)[number];
const [CONTACT, COLLECTION, , FAQ] = SECTIONS;
const LAST = SECTIONS[SECTIONS.length - 1]!;

const sectionNav = (page: Page) => page.getByRole("navigation", { name: "Settings sections" });
const urlOf = (path: string) => new RegExp(`${path.replace(/\//g, "\\/")}$`);

async function expectSection(page: Page, section: Section) {
  await expect(page).toHaveURL(urlOf(section.path));
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("region", { name: section.heading })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([section.heading]);
  await expect(sectionNav(page).locator('[aria-current="page"]')).toHaveText([section.label]);
  await expect(page).toHaveTitle(new RegExp(`^(\\(\\d+\\) )?${section.label} · Settings`));
  if (section.ready) await expect(page.getByRole("button", { name: section.ready })).toBeEnabled();
  else await expect(page.getByLabel(/the brochure \(PDF\)/)).toBeEnabled();
}

async function signIn(page: Page, request: import("@playwright/test").APIRequestContext, label: string) {
  await signInAsNewAdmin(page, request, label);
}

test("settings: every section has its own address, and a reload stays on it", async ({ page, request }) => {
  await signIn(page, request, "settings-urls");
  for (const section of SECTIONS) {
    await page.goto(section.path);
    await expectSection(page, section);
  }
  await page.reload();
  await expectSection(page, LAST);
  await expect(
    page.getByRole("navigation", { name: "Admin" }).first().getByRole("link", { name: "Settings" }),
  ).toHaveAttribute("aria-current", "page");
});

test("settings: the section navigation lists every section and opens each", async ({ page, request }) => {
  await signIn(page, request, "settings-nav");
  await page.goto("/admin/settings");
  await expect(sectionNav(page).getByRole("link")).toHaveText(SECTIONS.map((s) => s.label));
  for (const section of [...SECTIONS.slice(1), CONTACT]) {
    await sectionNav(page).getByRole("link", { name: section.label, exact: true }).click();
    await expectSection(page, section);
  }
});

test("settings: the section navigation works from the keyboard", async ({ page, request }) => {
  await signIn(page, request, "settings-keys");
  await page.goto("/admin/settings");
  await expectSection(page, CONTACT);
  const links = sectionNav(page).getByRole("link");
  await links.first().focus();
  for (let i = 1; i < SECTIONS.length; i++) {
    await page.keyboard.press("Tab");
    await expect(links.nth(i)).toBeFocused();
  }
  const faq = SECTIONS.indexOf(FAQ);
  for (let i = SECTIONS.length - 1; i > faq; i--) await page.keyboard.press("Shift+Tab");
  await expect(links.nth(faq)).toBeFocused();
  await expect(links.nth(faq)).toHaveText(FAQ.label);
  await page.keyboard.press("Enter");
  await expectSection(page, FAQ);
  await links.last().focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("region", { name: FAQ.heading }).locator(":focus")).toHaveCount(1);
});

test("settings: leaving a section with unsaved changes asks first", async ({ page, request }) => {
  await signIn(page, request, "settings-unsaved");
  await page.goto("/admin/settings");
  await expectSection(page, CONTACT);
  const phone = page.getByLabel("Phone");
  const before = await phone.inputValue();

  await sectionNav(page).getByRole("link", { name: "Events FAQ" }).click();
  await expectSection(page, FAQ);
  await sectionNav(page).getByRole("link", { name: "Contact & social" }).click();
  await expectSection(page, CONTACT);

  await phone.fill("0116 496 0123");
  await expect(page.getByText("You have unsaved changes.")).toBeVisible();
  await sectionNav(page).getByRole("link", { name: "Collection hours" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(dialog).toContainText("Collection hours");
  await dialog.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(phone).toHaveValue("0116 496 0123");

  await sectionNav(page).getByRole("link", { name: "Collection hours" }).click();
  await dialog.getByRole("button", { name: "Leave without saving" }).click();
  await expectSection(page, COLLECTION);
  await page.goto("/admin/settings");
  await expectSection(page, CONTACT);
  await expect(page.getByLabel("Phone")).toHaveValue(before);
});

test("settings: every section at phone and desktop widths, with no axe violations", async ({ page, request }) => {
  test.slow(); // twelve page loads and twelve axe scans
  await signIn(page, request, "settings-axe");
  const shots = process.env.SETTINGS_SCREENSHOTS;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const section of SECTIONS) {
      await page.goto(section.path);
      await expectSection(page, section);
      await expectNoAxeViolations(page);
      if (shots)
        await page.screenshot({
          path: `${shots}/settings-${section.path === "/admin/settings" ? "contact" : section.path.split("/").pop()}-${width}.png`,
          fullPage: true,
        });
    }
  }
});
