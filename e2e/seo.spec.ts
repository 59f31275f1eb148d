import { expect, test } from "@playwright/test";
import { withoutPopups } from "./support/popups";

const PAGES = [
  { path: "/", title: "47 Restaurant | Pakistani Fine Dining in Wigston, Leicester" },
  { path: "/menu", title: "Menu | 47 Restaurant" },
  { path: "/gallery", title: "Gallery | 47 Restaurant" },
];

for (const { path, title } of PAGES) {
  test(`${path}: title, description, canonical, Open Graph and Twitter image`, async ({ page, request }) => {
    await withoutPopups(page);
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
    expect((await meta('meta[name="description"]'))!.length).toBeGreaterThan(50);
    const canonical = await page.locator('link[rel="canonical"]').first().getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(path);
    expect(await meta('meta[property="og:title"]')).toBe(title);
    expect(await meta('meta[property="og:site_name"]')).toBe("47 Restaurant");
    expect(await meta('meta[property="og:locale"]')).toBe("en_GB");
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    for (const image of [await meta('meta[property="og:image"]'), await meta('meta[name="twitter:image"]')]) {
      expect(image).toMatch(/\/(opengraph|twitter)-image/);
      const res = await request.get(new URL(image!).pathname + new URL(image!).search);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/png");
    }
  });
}

test("sitemap.xml lists every public route as an absolute URL", async ({ request, baseURL }) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(
    [
      "/",
      "/about",
      "/menu",
      "/reservations",
      "/events",
      "/online-ordering",
      "/gallery",
      "/contact",
      "/experience",
      "/menu/allergens",
      "/privacy",
    ].map((p) => `${baseURL}${p}`),
  );
});

test("robots.txt keeps crawlers out of /admin and /api and points at the sitemap", async ({ request, baseURL }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain("Disallow: /api/");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("media files answer byte-range requests so videos can seek and loop", async ({ page, request }) => {
  await withoutPopups(page);
  await page.goto("/");
  await expect(page.getByTestId("hero")).toHaveAttribute("data-mode", "video");
  const src = await page.locator('[data-testid="hero-video"] source[type="video/mp4"]').first().getAttribute("src");
  const whole = await request.get(src!);
  expect(whole.headers()["accept-ranges"]).toBe("bytes");
  const size = (await whole.body()).byteLength;
  const part = await request.get(src!, { headers: { Range: "bytes=100-199" } });
  expect(part.status()).toBe(206);
  expect(part.headers()["content-range"]).toBe(`bytes 100-199/${size}`);
  expect((await part.body()).byteLength).toBe(100);
  const bad = await request.get(src!, { headers: { Range: `bytes=${size + 10}-` } });
  expect(bad.status()).toBe(416);
  expect((await request.get("/media/..%2F..%2Fetc%2Fpasswd")).status()).toBe(404);
});
