import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const TOASTER = "[data-sonner-toaster]";
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Fails with a readable list when axe finds any WCAG 2.x A/AA violation on the page.
 *
 * Toasts are left out: one that times out while axe runs (a scan takes a second or more) is read
 * mid-fade, with contrast no one ever sees. `expectToastAccessible` checks a toast on its own,
 * once it has fully arrived.
 *
 * Sections the browser has not rendered yet (`content-visibility: auto`: the footer and other
 * .below-fold parts, the menu's sections) are rendered before the scan. Axe scrolls to each node it
 * checks, and once (1 run in 3) read the footer's "Today:" hours as black on the footer's colour,
 * a state no guest sees: the browser renders such a section before it comes into view.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  await page.addStyleTag({ content: ".below-fold, .menu-section { content-visibility: visible !important; }" });
  let builder = new AxeBuilder({ page }).withTags(TAGS).exclude(TOASTER);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  report(await builder.analyze());
}

/** Checks the toasts now on screen (colours, names, roles) after their entry animation ends. */
export async function expectToastAccessible(page: Page) {
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toHaveAttribute("data-mounted", "true");
  // Its entry transition has ended (not a guess at how long it takes on this machine).
  await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  report(await new AxeBuilder({ page }).withTags(TAGS).include(TOASTER).analyze());
}

function report({ violations }: Awaited<ReturnType<AxeBuilder["analyze"]>>) {
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(" ")}: ${n.any[0]?.message ?? ""}`).join("\n  ")}`);
  expect(summary, summary.join("\n\n")).toEqual([]);
}
