import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect as baseExpect, test, type Browser, type BrowserContext, type Page, type Response } from "@playwright/test";
import postgres from "postgres";
import { findPostgresBin, startThrowawayCluster } from "../scripts/lib/postgres-cluster.mjs";
import { logTail, runLogged, startNextInstance, type NextInstance } from "./support/instances";
import { multiInstancePorts, oidcIssuerSettings } from "./support/oidc-settings.mjs";
import { signInWithGoogle } from "./support/staff";
import { scaled } from "./support/time";

/*
 * Two self-hosted instances, A and B: `next start` of the one production build, sharing one
 * PostgreSQL (a throwaway cluster) and one DATA_DIR, each with its own in-memory page and data
 * caches (lib/cache/handlers). What one instance learns must reach the other:
 *
 * - an edit a signed-in admin makes through A's admin UI (a dish price, opening hours, a popup)
 *   drops B's cached page (and, for the popup, B's cached read behind /api/popups), so B's very
 *   next request shows it: B's page is shown to be cached first (x-nextjs-cache: HIT with the old
 *   content), then exactly one request after the edit;
 * - a menu section whose publish_at passes appears on both without any edit (the cached pages'
 *   lifetime ends at that moment).
 *
 * The tests run in order on one worker: the scheduled section must be in the database before
 * either instance has rendered /menu (or the home page, which reads the menu too), and no edit
 * may happen while it waits for its time. Playwright's config runs this project after the others
 * (alone: `npx playwright test e2e/multi-instance.spec.ts --no-deps`).
 */

type Cluster = { url: string; stop(): void };

// Each request is a round trip through a server on a busy two-core machine: waits are generous
// (a pass is still immediate).
const expect = baseExpect.configure({ timeout: scaled(20_000) });

const e2ePort = process.env.E2E_PORT ?? "3100";
const ports = multiInstancePorts(e2ePort) as { a: number; b: number };
const oidc = oidcIssuerSettings(e2ePort) as { issuer: string; clientId: string; clientSecret: string };
// Not the integration run's 54329: `npm test` starts that cluster earlier, another run may overlap.
const PG_PORT = Number(process.env.MULTI_INSTANCE_PG_PORT ?? 54339);
const ADMIN_EMAIL = "admin@47restaurant.test";
const pgBin = findPostgresBin() as string | null;

test.describe.configure({ mode: "serial" });
// Mirrors scripts/test-all.mjs's PostgreSQL integration run: left out locally when PostgreSQL's
// server binaries are missing, a failure under CI (beforeAll throws there).
test.skip(!pgBin && !process.env.CI, "PostgreSQL server binaries not found (install `postgresql`): the two-instance test needs a throwaway cluster");
test.use({ baseURL: `http://127.0.0.1:${ports.a}` });

let cluster: Cluster | null = null;
let dataDir: string | null = null;
let logDir = "";
let a: NextInstance | null = null;
let b: NextInstance | null = null;
let guests: BrowserContext[] = [];

// A worker that exits without its afterAll still stops the cluster (the servers: support/instances).
process.once("exit", () => cluster?.stop());

/** The environment without anything that would point a child at another database or sign-in. */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of ["DATABASE_URL", "TEST_DATABASE_URL", "AUTH_URL", "AUTH_DEV_LOGIN", "E2E_TEST_HOOKS", "E2E_DATA_DIR", "SUPABASE_URL", "SUPABASE_SERVICE_ROLE_KEY"]) delete env[key];
  return env;
}

test.beforeAll(async () => {
  // Cluster, migrations, demo content (it renders the demo media: tens of seconds), two servers.
  test.setTimeout(scaled(300_000));
  if (!pgBin) throw new Error("PostgreSQL server binaries not found; CI must run the two-instance test on PostgreSQL (install `postgresql`).");
  logDir = path.join(test.info().project.outputDir, "multi-instance-logs");
  dataDir = mkdtempSync(path.join(tmpdir(), "multi-instance-data-"));
  cluster = startThrowawayCluster({ port: PG_PORT }) as Cluster;

  const env = { ...baseEnv(), DATABASE_URL: cluster.url, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" };
  const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
  const setupLog = path.join(logDir, "setup.log");
  await runLogged("db:migrate", tsx, ["scripts/db-migrate.ts"], env, setupLog);
  await runLogged("db:seed", tsx, ["scripts/db-seed.ts"], env, setupLog);

  const serverEnv = (port: number): NodeJS.ProcessEnv => ({
    ...env,
    NODE_ENV: "production",
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: "e2e-only-secret-0123456789abcdef0123456789",
    AUTH_TRUST_HOST: "true",
    // Seeds the (empty) allowlist at start-up, as in a real deployment.
    ADMIN_EMAILS: ADMIN_EMAIL,
    // "Sign in with Google" goes to the local OpenID issuer Playwright starts; it accepts A's and B's callbacks.
    AUTH_GOOGLE_ID: oidc.clientId,
    AUTH_GOOGLE_SECRET: oidc.clientSecret,
    AUTH_GOOGLE_ISSUER: oidc.issuer,
  });
  a = startNextInstance("A", ports.a, serverEnv(ports.a), path.join(logDir, "A.log"));
  b = startNextInstance("B", ports.b, serverEnv(ports.b), path.join(logDir, "B.log"));
  // robots.txt is rendered per request and reads nothing cached: readiness warms no page.
  await Promise.all([a.ready("/robots.txt", scaled(120_000)), b.ready("/robots.txt", scaled(120_000))]);
});

test.afterEach(async ({}, testInfo) => {
  await Promise.all(guests.map((context) => context.close()));
  guests = [];
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const server of [a, b]) if (server) await testInfo.attach(`server ${server.name} log`, { body: logTail(server.logFile, 20_000), contentType: "text/plain" });
});

test.afterAll(async () => {
  test.setTimeout(scaled(60_000));
  await Promise.allSettled([a?.stop(), b?.stop()]);
  a = b = null;
  try {
    cluster?.stop();
  } finally {
    cluster = null;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    dataDir = null;
  }
});

/** A guest's browser on one instance. The popup host's own fetch is refused: popups must come from the page. */
async function guestOn(browser: Browser, server: NextInstance | null): Promise<Page> {
  if (!server) throw new Error("instance not started");
  const context = await browser.newContext({ baseURL: server.url });
  guests.push(context);
  await context.route("**/api/popups", (route) => route.abort());
  return context.newPage();
}

async function load(page: Page, pagePath: string): Promise<Response> {
  const res = await page.goto(pagePath);
  if (!res) throw new Error(`no response for ${pagePath}`);
  expect(res.status(), `${page.url()}`).toBe(200);
  return res;
}

/** Loads the page until the instance answers it from its page cache (it stores it after the first render). */
async function loadFromCache(page: Page, pagePath: string) {
  await expect
    .poll(async () => (await load(page, pagePath)).headers()["x-nextjs-cache"], { message: `${pagePath} served from ${page.url()}'s page cache`, timeout: scaled(30_000) })
    .toBe("HIT");
}

async function signInOnA(page: Page) {
  await signInWithGoogle(page, ADMIN_EMAIL);
  await expect(page.getByText("Signed in as").first()).toBeAttached();
}

/** A dish on the public menu, by its name. */
const publicDish = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("button", { name, exact: true }) });

test("a menu section whose publish time passes appears on both instances without an edit", async ({ browser }) => {
  test.setTimeout(scaled(180_000));
  const s = Math.random().toString(36).slice(2, 7);
  const title = `Midnight Feast ${s}`;
  const dish = `Saffron Nihari ${s}`;
  // Far enough ahead for both instances to render and cache /menu without it first.
  const publishAt = new Date(Date.now() + 30_000);
  const sql = postgres(cluster!.url, { max: 1, onnotice: () => {} });
  try {
    await sql.begin(async (tx) => {
      const [section] = await tx<{ id: string }[]>`
        insert into menu_sections (title, slug, status, visible, sort_index, publish_at)
        values (${title}, ${`midnight-feast-${s}`}, 'published', true, 100, ${publishAt})
        returning id`;
      await tx`
        insert into menu_items (section_id, name, price, status, visible, sort_index)
        values (${section!.id}, ${dish}, 14.50, 'published', true, 0)`;
    });
  } finally {
    await sql.end();
  }

  const onA = await guestOn(browser, a);
  const onB = await guestOn(browser, b);
  const section = (page: Page) => page.getByRole("region", { name: title, exact: true });

  // Neither instance has rendered /menu yet: each renders it now, without the section, and keeps it.
  for (const page of [onA, onB]) {
    await loadFromCache(page, "/menu");
    await expect(page.getByRole("region", { name: "Desserts", exact: true })).toBeVisible();
    await expect(section(page)).toHaveCount(0);
  }
  expect(Date.now(), "the cached pages were checked before the publish time").toBeLessThan(publishAt.getTime());

  // Then guests keep asking both instances; nobody edits anything. The section must not show before
  // its time (checked when each answer has arrived) and must show on both soon after it.
  const early: string[] = [];
  const shownOn = async (page: Page) => {
    await load(page, "/menu");
    const shown = (await section(page).count()) > 0;
    if (shown && Date.now() < publishAt.getTime()) early.push(`${page.url()} at ${new Date().toISOString()}`);
    return shown;
  };
  await expect
    .poll(async () => [await shownOn(onA), await shownOn(onB)], { message: `"${title}" on A and B after ${publishAt.toISOString()}`, timeout: scaled(120_000), intervals: [1_000, 2_000] })
    .toEqual([true, true]);
  expect(early, `shown before its publish time ${publishAt.toISOString()}`).toEqual([]);
  for (const page of [onA, onB]) await expect(publicDish(page, dish)).toContainText("£14.50");
});

test("a dish price edited through A shows on B at B's next request", async ({ page, browser }) => {
  test.slow();
  const onB = await guestOn(browser, b);
  await loadFromCache(onB, "/menu");
  await expect(publicDish(onB, "Seekh Kebab")).toContainText("£11.50");

  await signInOnA(page);
  await page.goto("/admin/menu");
  await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
  await page.getByRole("button", { name: "Edit Seekh Kebab", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit “Seekh Kebab”" });
  await expect(edit.getByLabel("Price (£)")).toHaveValue("11.50");
  await edit.getByLabel("Price (£)").fill("12.25");
  await edit.getByRole("button", { name: "Save dish" }).click();
  await expect(page.getByText("Dish saved")).toBeVisible();
  await expect(page.getByRole("group", { name: "Seekh Kebab", exact: true })).toContainText("£12.25");

  await load(onB, "/menu");
  await expect(publicDish(onB, "Seekh Kebab")).toContainText("£12.25");
});

test("opening hours saved through A show on B at B's next request", async ({ page, browser }) => {
  test.slow();
  const today = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", weekday: "long" }).format(new Date());
  const note = `Chef’s table on B ${Date.now().toString(36)}`;
  const onB = await guestOn(browser, b);
  await loadFromCache(onB, "/about");
  await expect(onB.getByRole("contentinfo")).toContainText("Today:");
  await expect(onB.getByRole("contentinfo")).not.toContainText(note);

  await signInOnA(page);
  await page.goto("/admin/opening-times");
  await expect(page.getByRole("heading", { level: 1, name: "Opening times" })).toBeVisible();
  await page.getByLabel(`${today} Notes`).fill(note);
  await page.getByRole("button", { name: "Save weekly hours" }).click();
  await expect(page.getByText("Opening hours saved")).toBeVisible();

  await load(onB, "/about");
  await expect(onB.getByRole("contentinfo")).toContainText(note);
});

test("a popup's headline changed through A shows on B at B's next request", async ({ page, browser, request }) => {
  test.slow();
  const demo = "Winter Tasting Menu";
  const headline = `Lantern Supper ${Date.now().toString(36)}`;
  const onB = await guestOn(browser, b);
  await loadFromCache(onB, "/");
  await expect(onB.getByRole("dialog", { name: demo })).toBeVisible();
  // What an open page's popup host polls every minute: B answers it from its data cache.
  const headlinesOnB = async () => ((await (await request.get(`${b!.url}/api/popups`)).json()) as { popups: { headline: string }[] }).popups.map((p) => p.headline);
  expect(await headlinesOnB()).toEqual([demo]);

  await signInOnA(page);
  await page.goto("/admin/popups");
  await expect(page.getByRole("heading", { level: 1, name: "Popups" })).toBeVisible();
  await page.getByRole("listitem", { name: demo, exact: true }).getByRole("link", { name: `Edit ${demo}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit popup" })).toBeVisible();
  await page.getByLabel("Headline").fill(headline);
  await page.getByRole("button", { name: "Save popup" }).click();
  await expect(page.getByText("Popup saved")).toBeVisible();

  // One page load; the popup host then shows what that page carries (its own fetch is refused).
  await load(onB, "/");
  await expect(onB.getByRole("dialog", { name: headline })).toBeVisible();
  await expect(onB.getByRole("dialog", { name: demo })).toHaveCount(0);
  expect(await headlinesOnB()).toEqual([headline]);
});
