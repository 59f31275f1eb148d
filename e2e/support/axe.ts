import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails with a readable list when axe finds any WCAG 2.x A/AA violation on the page. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  await toastsAtRest(page);
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(summary, summary.join("\n\n")).toEqual([]);
}

/**
 * A toast fades in and out over ~400 ms; axe reads the colours mid-fade and reports contrast that
 * no one sees once it settles. Wait until every toast has finished arriving or leaving.
 */
async function toastsAtRest(page: Page) {
  const moving = '[data-sonner-toast][data-mounted="false"], [data-sonner-toast][data-removed="true"]';
  if ((await page.locator("[data-sonner-toast]").count()) === 0) return;
  await page.waitForFunction((selector) => !document.querySelector(selector), moving, { timeout: 5_000 }).catch(() => {});
  await page.waitForTimeout(500);
}
