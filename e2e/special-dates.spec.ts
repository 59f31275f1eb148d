import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { londonDate } from "./support/forms";
import { withoutPopups } from "./support/popups";

const privateEventLabel = () =>
  new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${londonDate(10)}T12:00:00Z`),
  );

async function expectSpecialDates(page: Page) {
  const list = page.getByRole("list", { name: "Special dates" });
  await list.scrollIntoViewIfNeeded();
  const event = list.getByRole("listitem").filter({ hasText: "Private event" });
  await expect(event).toContainText(privateEventLabel());
  await expect(event).toContainText("Closed");
}

for (const path of ["/contact", "/reservations"]) {
  test(`${path} lists the special dates of the next 60 days`, async ({ page }) => {
    await withoutPopups(page);
    await page.goto(path);
    await expectSpecialDates(page);
    await expectNoAxeViolations(page);
  });
}

test("the structured data carries the special dates", async ({ page }) => {
  await withoutPopups(page);
  await page.goto("/");
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as {
    specialOpeningHoursSpecification?: { validFrom: string; validThrough: string; opens: string; closes: string }[];
  };
  expect(data.specialOpeningHoursSpecification).toEqual(
    expect.arrayContaining([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: londonDate(10),
        validThrough: londonDate(10),
        opens: "00:00",
        closes: "00:00",
      },
    ]),
  );
});
