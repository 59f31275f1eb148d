import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const TOASTER = "[data-sonner-toaster]";
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// Legacy mode runs axe once in the page. The default runs it per frame and then merges the results in a new page
// it opens for each scan, which cost a third more time on every scan: 8.3 s instead of 12.2 s for six public pages.
const scanOf = (page: Page) => new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true);

// Toasts are left out (one fading mid-scan fails contrast no one sees); below-fold sections are rendered before the scan.
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  await page.addStyleTag({ content: ".below-fold, .menu-section { content-visibility: visible !important; }" });
  // Until the browser has rendered those sections again their text has no style of its own, and axe would read the
  // initial black on the section's background: force the style and layout, then let a frame paint.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        void document.documentElement.offsetHeight;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
  let builder = scanOf(page).exclude(TOASTER);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  report(await builder.analyze());
}

export async function expectToastAccessible(page: Page) {
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toHaveAttribute("data-mounted", "true");
  await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  report(await scanOf(page).include(TOASTER).analyze());
}

function report({ violations }: Awaited<ReturnType<AxeBuilder["analyze"]>>) {
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(" ")}: ${n.any[0]?.message ?? ""}`).join("\n  ")}`,
  );
  expect(summary, summary.join("\n\n")).toEqual([]);
}
