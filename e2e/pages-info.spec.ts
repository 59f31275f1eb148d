import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

/** The page's "passes axe" test, for the describe block it is called in. */
const passesAxe = (path: string) =>
  test("passes axe", async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });

const PHONE = "0116 288 4747";
const TEL = "tel:+441162884747";
const EMAIL = "hello@47restaurant.co.uk";

test.use({ reducedMotion: "reduce" });

async function expectNewTabDirections(page: Page, name: string | RegExp, scope = page.getByRole("main")) {
  const link = scope.getByRole("link", { name }).first();
  await expect(link).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
}

test.describe("page metadata", () => {
  const PAGES = [
    ["/events", "Functions & Events | 47 Restaurant"],
    ["/online-ordering", "Online Ordering | 47 Restaurant"],
    ["/contact", "Contact | 47 Restaurant"],
    ["/reservations", "Reservations | 47 Restaurant"],
    ["/about", "About | 47 Restaurant"],
    ["/experience", "Discover Our Story | 47 Restaurant"],
  ] as const;

  test("title, description, canonical and Open Graph on each page", async ({ page }) => {
    for (const [path, title] of PAGES) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('link[rel="canonical"]').first()).toBeAttached();
      for (const canonical of await page.locator('link[rel="canonical"]').all())
        await expect(canonical).toHaveAttribute("href", new RegExp(`${path}$`));
      await expect(page.locator('meta[property="og:title"]').first()).toHaveAttribute("content", title);
      for (const url of await page.locator('meta[property="og:url"]').all())
        await expect(url).toHaveAttribute("content", new RegExp(`${path}$`));
      const description = await page.locator('meta[name="description"]').first().getAttribute("content");
      expect(description!.length).toBeGreaterThan(60);
      await expect(page.locator('meta[property="og:description"]').first()).toHaveAttribute("content", description!);
    }
  });
});

test.describe("online ordering", () => {
  test("not live yet, call to order, collection hours as SPEC sets them (Sunday from 4:00 PM), address with directions, link to the menu", async ({
    page,
  }) => {
    await page.goto("/online-ordering");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dinner, ready to collect");
    await expect(main).toContainText("Online ordering is not live just yet");
    await expect(main.getByRole("link", { name: `Call to order ${PHONE}` })).toHaveAttribute("href", TEL);
    await expect(main.getByTestId("collection-hours")).toHaveText([
      "Mon Closed",
      "Tue-Thu 5:00 PM-10:00 PM",
      "Fri-Sat 5:00 PM-11:00 PM",
      "Sun 4:00 PM-9:30 PM",
    ]);
    const hours = page.getByRole("region", { name: "Collection hours" });
    await expect(hours).toContainText("47 Leicester Road");
    await expect(hours).toContainText("LE18 1NS");
    await expectNewTabDirections(page, "Get directions (opens in a new tab)", hours);
    await expect(main.getByRole("link", { name: "Browse the menu" })).toHaveAttribute("href", "/menu");
  });

  passesAxe("/online-ordering");
});

test.describe("contact", () => {
  test("form, contact information, hours from the database with today, map and a link to reservations", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in touch");
    const write = page.getByRole("region", { name: "Send us a message" });
    await expect(write.locator('form, [data-form-placeholder="contact-form"]').first()).toBeVisible();

    const details = page.getByRole("complementary", { name: "Contact information" });
    await expect(details).toContainText("47 Leicester Road");
    await expect(details.getByRole("link", { name: PHONE })).toHaveAttribute("href", TEL);
    await expect(details.getByRole("link", { name: EMAIL })).toHaveAttribute("href", `mailto:${EMAIL}`);
    await expectNewTabDirections(page, "Get directions (opens in a new tab)", details);

    const hours = page.getByRole("region", { name: "When to find us" });
    await expect(hours.getByRole("term")).toHaveText(["Monday", "Tuesday to Thursday", "Friday to Saturday", "Sunday"]);
    await expect(hours.getByRole("definition")).toHaveText([
      "Closed",
      "5pm – 10pm",
      "12pm – 3pm, 5pm – 11pm",
      "1pm – 9:30pm",
    ]);
    await expect(hours.getByTestId("contact-today-hours")).toHaveText(/^Today: (Closed|\d)/);

    await expect(
      page.getByRole("region", { name: "On Leicester Road, Wigston" }).getByRole("button", { name: "Show map" }),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Request a table" })).toHaveAttribute(
      "href",
      "/reservations",
    );
  });

  test("passes axe", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByTestId("contact-today-hours")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("reservations", () => {
  test("form, confirmation promise, same-day calls and helpful notes", async ({ page }) => {
    await page.goto("/reservations");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve your table");
    await expect(
      page
        .getByRole("region", { name: "Request a table" })
        .locator('form, [data-form-placeholder="reservation-form"]')
        .first(),
    ).toBeVisible();
    await expect(main).toContainText("confirmed within 24 hours");
    await expect(main).toContainText("same-day bookings must call");
    const aside = page.getByRole("complementary", { name: "How booking works" });
    await expect(aside.getByRole("link", { name: PHONE })).toHaveAttribute("href", TEL);
    const notes = page.getByRole("region", { name: "Before you arrive" });
    await expect(notes.getByRole("heading", { level: 3 })).toHaveText([
      "Parties of 9 or more",
      "Dietary notes",
      "Dress code",
      "Parking",
    ]);
    await expect(notes.getByRole("link", { name: PHONE })).toHaveAttribute("href", TEL);
  });

  test('the request section says "Request a table" and its introduction once, and the form is named by it', async ({
    page,
  }) => {
    await page.goto("/reservations");
    const section = page.getByRole("region", { name: "Request a table" });
    await expect(section.getByRole("heading", { name: "Request a table" })).toHaveCount(1);
    await expect(section.getByText("Table request", { exact: true })).toHaveCount(1);
    await expect(section.getByText(/confirm it within 24 hours/)).toHaveCount(1);
    await expect(page.getByRole("form", { name: "Request a table" })).toBeVisible();
  });

  passesAxe("/reservations");
});

test.describe("about", () => {
  test("story and philosophy: three kitchens, modern technique, halal and alcohol-free", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our story");
    const kitchens = page.getByRole("region", { name: "Three kitchens, one table" }).getByRole("heading", { level: 3 });
    await expect(kitchens).toHaveText(["Lahore", "Karachi", "Peshawar"]);
    await expect(page.getByRole("region", { name: "Old recipes, modern technique" })).toBeVisible();
    const promise = page.getByRole("region", { name: "100% halal, and an alcohol-free bar" });
    await expect(promise).toContainText("100% halal");
    await expect(promise).toContainText("alcohol-free");
  });

  passesAxe("/about");
});

test.describe("experience", () => {
  test("Discover Our Story: highlights, story, philosophy, values and the two links", async ({ page }) => {
    await page.goto("/experience");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discover Our Story");
    await expect(page.getByRole("region", { name: "Highlights" }).getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(page.getByRole("region", { name: "Where three cities meet" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Generous food, carefully made" })).toBeVisible();
    await expect(page.getByRole("region", { name: "What we hold to" }).getByRole("heading", { level: 3 })).toHaveText([
      "Hospitality",
      "Honesty",
      "Craft",
    ]);
    const cta = page.getByRole("region", { name: "Your table is waiting" });
    await expect(cta.getByRole("link", { name: "Book a Table" })).toHaveAttribute("href", "/reservations");
    await expect(cta.getByRole("link", { name: "View Menu" })).toHaveAttribute("href", "/menu");
  });

  passesAxe("/experience");
});
