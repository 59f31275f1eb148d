import { expect, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { htmlValidateConfig } from "./support/html-validate.config";
import { SITE_PAGES } from "./support/pages";

const PAGES = [...SITE_PAGES, "/menu/allergens", "/privacy", "/admin/auth"];
const NOT_FOUND = "/no-such-page-for-the-html-check";

const validator = new HtmlValidate(htmlValidateConfig);

async function conformanceErrors(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${m.ruleId} at ${m.line}:${m.column} (${m.selector ?? "document"}): ${m.message}`),
  );
}

for (const path of PAGES) {
  test(`${path} is valid HTML`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(await conformanceErrors(await res.text(), path)).toEqual([]);
  });
}

test("the 404 page is valid HTML", async ({ request }) => {
  const res = await request.get(NOT_FOUND);
  expect(res.status()).toBe(404);
  expect(await conformanceErrors(await res.text(), NOT_FOUND)).toEqual([]);
});
