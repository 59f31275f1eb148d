import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { seededPrivateEvent } from "./support/forms";
import { withoutPopups } from "./support/popups";

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );

async function expectSpecialDates(page: Page, privateEvent: string) {
  const list = page.getByRole("list", { name: "Special dates" });
  await list.scrollIntoViewIfNeeded();
  const event = list.getByRole("listitem").filter({ hasText: "Private event" });
  await expect(event).toContainText(dayLabel(privateEvent));
  await expect(event).toContainText("Closed");
}

for (const path of ["/contact", "/reservations"]) {
  test(`${path} lists the special dates of the next 60 days`, async ({ page, request }) => {
    const privateEvent = await seededPrivateEvent(request);
    await withoutPopups(page);
    await page.goto(path);
    await expectSpecialDates(page, privateEvent);
    await expectNoAxeViolations(page);
  });
}

test("the structured data carries the special dates", async ({ page, request }) => {
  const privateEvent = await seededPrivateEvent(request);
  await withoutPopups(page);
  await page.goto("/");
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as {
    specialOpeningHoursSpecification?: { validFrom: string; validThrough: string; opens: string; closes: string }[];
  };
  expect(data.specialOpeningHoursSpecification).toEqual(
    expect.arrayContaining([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: privateEvent,
        validThrough: privateEvent,
        opens: "00:00",
        closes: "00:00",
      },
    ]),
  );
});
