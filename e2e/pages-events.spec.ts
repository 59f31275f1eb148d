import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

const PHONE = "0116 288 4747";
const EMAIL = "hello@47restaurant.co.uk";

const SECTION_ORDER = [
  "Key facts",
  "A room for every gathering",
  "What we host",
  "Menus for your guests",
  "Halal, from the first bite to the last sip",
  "Included, and a little extra",
  "From first enquiry to the evening itself",
  "Evenings we have hosted",
  "From our hosts",
  "Before you book",
  "Begin planning your event",
  "Our events team",
  "On Leicester Road, Wigston",
];

/** A question of the events FAQ: a disclosure's summary, which the browser opens without any script. */
const faqQuestion = (page: Page, question: string) =>
  page.getByRole("region", { name: "Before you book" }).locator("summary").filter({ hasText: question });
const faqItem = (page: Page, question: string) =>
  page.getByRole("region", { name: "Before you book" }).getByRole("group").filter({ hasText: question });

async function gotoEvents(page: Page) {
  await page.goto("/events");
  await expect(page.getByRole("button", { name: "Next photograph" })).toBeEnabled();
}

test.describe("events page", () => {
  test.use({ reducedMotion: "reduce" });

  test("every section in SPEC order with its facts, packages and contact details", async ({ page }) => {
    await gotoEvents(page);
    await expect(page).toHaveTitle("Functions & Events | 47 Restaurant");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Functions & Events");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(SECTION_ORDER);

    const main = page.getByRole("main");
    await expect(main).toContainText("up to 90 standing, 70 seated");
    await expect(main).toContainText("Layouts: banquet, long table, classroom, theatre");

    const packages = page.getByRole("region", { name: "Menus for your guests" });
    for (const [name, price] of [
      ["Gathering", "£22"],
      ["Celebration", "£34"],
      ["Signature", "£49"],
    ] as const) {
      const card = packages.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(card).toContainText(`Starting from${price}per guest`);
    }
    await expect(
      packages.getByRole("listitem").filter({ hasText: "Most popular" }).getByRole("heading", { level: 3 }),
    ).toHaveText("Celebration");
    await expect(packages).toContainText("“starting from”");
    await expect(packages).toContainText("final price confirmed after a call");

    const food = page.getByRole("region", { name: "Halal, from the first bite to the last sip" });
    await expect(food).toContainText("100% halal");
    await expect(food).toContainText("alcohol-free mocktail bar");

    const services = page.getByRole("region", { name: "Included, and a little extra" });
    await expect(services.getByRole("heading", { name: "Included with every event" })).toBeVisible();
    await expect(services.getByRole("heading", { name: "Add-ons" })).toBeVisible();

    const steps = page.getByRole("region", { name: "From first enquiry to the evening itself" }).getByRole("listitem");
    await expect(steps).toHaveCount(4);

    await expect(page.getByRole("region", { name: "From our hosts" }).getByRole("figure")).toHaveCount(3);

    const contact = page.getByRole("region", { name: "Our events team" });
    await expect(contact.getByRole("link", { name: PHONE })).toHaveAttribute("href", "tel:+441162884747");
    await expect(contact.getByRole("link", { name: EMAIL })).toHaveAttribute("href", `mailto:${EMAIL}`);
    await expect(contact).toContainText("enquiries best Monday to Friday, 10am to 6pm");
    await expect(contact).toContainText("reply within one business day");
  });

  test("the enquiry form sits at #event-form and the hero button scrolls to it below the header", async ({ page }) => {
    await gotoEvents(page);
    const target = page.locator("#event-form");
    await expect(target).toHaveCount(1);
    await expect(target.getByRole("heading", { name: "Begin planning your event" })).toBeAttached();
    await page.getByRole("link", { name: "Plan your event" }).click();
    await expect(page).toHaveURL(/#event-form$/);
    await expect(target.getByRole("heading", { name: "Begin planning your event" })).toBeInViewport();
    const headerBottom = await page.locator("#site-header").evaluate((el) => el.getBoundingClientRect().bottom);
    const sectionTop = await target.evaluate((el) => el.getBoundingClientRect().top);
    expect(sectionTop).toBeGreaterThanOrEqual(headerBottom - 1);
  });

  test("FAQ by mouse: one answer open at a time, and it closes again", async ({ page }) => {
    await gotoEvents(page);
    const faq = page.getByRole("region", { name: "Before you book" });
    const questions = [
      "Can you cater for dietary requirements?",
      "Is there a minimum spend?",
      "Can we bring our own cake or décor?",
      "Is there parking and step-free access?",
    ];
    await expect(faq.getByRole("heading", { level: 3 })).toHaveText(questions);
    const dietary = faqQuestion(page, questions[0]!);
    const spend = faqQuestion(page, questions[1]!);
    const halal = faq.getByText("Everything we serve is 100% halal");
    await expect(halal).toBeHidden();

    await dietary.click();
    await expect(faqItem(page, questions[0]!)).toHaveAttribute("open");
    await expect(halal).toBeVisible();

    await spend.click();
    await expect(faqItem(page, questions[1]!)).toHaveAttribute("open");
    await expect(faqItem(page, questions[0]!)).not.toHaveAttribute("open");
    await expect(halal).toBeHidden();

    await spend.click();
    await expect(faqItem(page, questions[1]!)).not.toHaveAttribute("open");
    await expect(faq.locator("details[open]")).toHaveCount(0);
  });

  test("FAQ by keyboard: Enter opens, Tab moves on, Space switches to the next answer, Enter collapses", async ({
    page,
  }) => {
    await gotoEvents(page);
    const faq = page.getByRole("region", { name: "Before you book" });
    const cake = faqQuestion(page, "Can we bring our own cake or décor?");
    const parking = faqQuestion(page, "Is there parking and step-free access?");

    await cake.focus();
    await page.keyboard.press("Enter");
    await expect(faqItem(page, "Can we bring our own cake or décor?")).toHaveAttribute("open");
    await expect(faq.getByText("Bring your own cake")).toBeVisible();

    await page.keyboard.press("Tab");
    await expect(parking).toBeFocused();
    await page.keyboard.press("Space");
    await expect(faqItem(page, "Is there parking and step-free access?")).toHaveAttribute("open");
    await expect(faqItem(page, "Can we bring our own cake or décor?")).not.toHaveAttribute("open");
    await expect(faq.getByText("There is free parking")).toBeVisible();

    await page.keyboard.press("Enter");
    await expect(faqItem(page, "Is there parking and step-free access?")).not.toHaveAttribute("open");
  });

  test("carousel: previous and next buttons, looping both ways", async ({ page }) => {
    await gotoEvents(page);
    const carousel = page.getByRole("region", { name: "Photographs of events at 47 Restaurant" });
    const counter = carousel.getByTestId("carousel-status");
    const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    await expect(counter).toContainText("Slide 1 of 7");
    await expect(current).toHaveAttribute("aria-label", "1 of 7");

    await carousel.getByRole("button", { name: "Next photograph" }).click();
    await expect(counter).toContainText("Slide 2 of 7");
    await expect(current).toHaveAttribute("aria-label", "2 of 7");

    await carousel.getByRole("button", { name: "Previous photograph" }).click();
    await carousel.getByRole("button", { name: "Previous photograph" }).click();
    await expect(counter).toContainText("Slide 7 of 7");
    await expect(current).toHaveAttribute("aria-label", "7 of 7");
    await expect(current.getByRole("img")).toHaveAttribute("alt", /Gulab jamun/);

    await carousel.getByRole("button", { name: "Next photograph" }).click();
    await expect(counter).toContainText("Slide 1 of 7");

    const frame = carousel.locator(".overflow-hidden").first();
    await expect
      .poll(async () => {
        const [box, slide] = await Promise.all([frame.boundingBox(), current.boundingBox()]);
        return Math.abs(slide!.x + slide!.width / 2 - (box!.x + box!.width / 2));
      })
      .toBeLessThan(2);
  });

  test("reduced motion: no background video, no autoplay, no reveal animations", async ({ page }) => {
    await page.clock.install();
    await gotoEvents(page);
    await expect(page.getByTestId("events-hero-video")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Pause background video" })).toHaveCount(0);
    const carousel = page.getByRole("region", { name: "Photographs of events at 47 Restaurant" });
    await expect(carousel.getByRole("button", { name: "Pause slideshow" })).toHaveCount(0);
    await page.clock.runFor(12_000);
    await expect(carousel.getByTestId("carousel-status")).toContainText("Slide 1 of 7");
    // Reduced motion shortens every CSS animation and transition to 0.01 ms; one may be caught as it ends (an
    // image fading in as it loads), so what must be absent is any animation that takes visible time.
    const moving = await page.evaluate(() =>
      document
        .getAnimations()
        .map((a) => Number(a.effect?.getComputedTiming().duration ?? 0))
        .filter((ms) => ms > 1),
    );
    expect(moving).toEqual([]);
  });

  test("brochure button is honest: a toast with how to get a copy, no download or navigation", async ({ page }) => {
    await gotoEvents(page);
    let downloaded = false;
    page.on("download", () => {
      downloaded = true;
    });
    const button = page.getByRole("button", { name: "Download Brochure" });
    await expect(button).toHaveAccessibleDescription("New edition coming soon");
    await button.click();
    await expect(page.getByText("The brochure is being updated — call us for a copy")).toBeVisible();
    await expect(page).toHaveURL(/\/events$/);
    expect(downloaded).toBe(false);
  });

  test("passes axe", async ({ page }) => {
    await gotoEvents(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("events page with motion", () => {
  test("the hero loop plays muted from the seeded hero video and can be paused", async ({ page }) => {
    await gotoEvents(page);
    const video = page.getByTestId("events-hero-video");
    await expect(video).toHaveCount(1);
    expect(
      await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, autoplay: v.autoplay })),
    ).toEqual({ muted: true, loop: true, autoplay: true });
    await expect(video.locator("source").first()).toHaveAttribute("src", /^\/media\//);
    const pause = page.getByRole("button", { name: "Pause background video" });
    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test("carousel autoplays, pauses on hover and focus, and has its own pause button", async ({ page }) => {
    await page.clock.install();
    await gotoEvents(page);
    const carousel = page.getByRole("region", { name: "Photographs of events at 47 Restaurant" });
    const counter = carousel.getByTestId("carousel-status");
    await page.mouse.move(0, 0);
    await page.clock.runFor(11_000);
    await expect(counter).toContainText("Slide 1 of 7");
    await expect(counter).toHaveAttribute("aria-live", "polite");
    await counter.scrollIntoViewIfNeeded();
    await expect(counter).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(5_100);
    await expect(counter).toContainText("Slide 2 of 7");

    await carousel.hover();
    await page.clock.runFor(11_000);
    await expect(counter).toContainText("Slide 2 of 7");
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_100);
    await expect(counter).toContainText("Slide 3 of 7");

    await carousel.getByRole("button", { name: "Next photograph" }).focus();
    await page.clock.runFor(11_000);
    await expect(counter).toContainText("Slide 3 of 7");
    await page.getByRole("link", { name: "Plan your event" }).focus();

    const pause = carousel.getByRole("button", { name: "Pause slideshow" });
    await pause.click();
    await page.mouse.move(0, 0);
    await pause.evaluate((button) => (button as HTMLElement).blur());
    await expect(carousel).toBeInViewport();
    await page.clock.runFor(11_000);
    await expect(counter).toContainText("Slide 3 of 7");
    await expect(pause).toHaveAttribute("aria-pressed", "true");

    await pause.click();
    await page.mouse.move(0, 0);
    await pause.evaluate((button) => (button as HTMLElement).blur());
    await expect(counter).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(5_100);
    await expect(counter).toContainText("Slide 4 of 7");
  });

  test("sections reveal with CSS animations when motion is allowed", async ({ page }) => {
    await gotoEvents(page);
    expect(await page.evaluate(() => document.getAnimations().length)).toBeGreaterThan(0);
  });
});

test.describe("events page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the FAQ still opens one answer at a time", async ({ page }) => {
    await page.goto("/events");
    const faq = page.getByRole("region", { name: "Before you book" });
    await faqQuestion(page, "Is there a minimum spend?").click();
    await expect(faqItem(page, "Is there a minimum spend?")).toHaveAttribute("open");
    await faqQuestion(page, "Can you cater for dietary requirements?").click();
    await expect(faq.getByText("Everything we serve is 100% halal")).toBeVisible();
    await expect(faq.locator("details[open]")).toHaveCount(1);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await faq.screenshot({ path: test.info().outputPath(`events-faq-${width}.png`) });
    }
  });
});
