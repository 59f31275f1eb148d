import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, expectToastAccessible } from "./support/axe";
import { expectToast, openAsGuest, storedEnquiries, uniqueEmail } from "./support/forms";
import { freePort, logTail, startNextInstance, type NextInstance } from "./support/instances";
import { scaled } from "./support/time";

test.describe("the minimum fill time", () => {
  let server: NextInstance | null = null;
  let dataDir: string | null = null;

  test.beforeAll(async () => {
    test.setTimeout(scaled(240_000));
    const port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), "e2e-min-fill-"));
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of [
      "DATABASE_URL",
      "TEST_DATABASE_URL",
      "AUTH_URL",
      "AUTH_DEV_LOGIN",
      "E2E_DATA_DIR",
      "E2E_SERVER_LOG",
      "SMTP_URL",
      "SUPABASE_URL",
      "SUPABASE_SERVICE_ROLE_KEY",
    ])
      delete env[key];
    Object.assign(env, {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      AUTH_TRUST_HOST: "true",
      AUTH_SECRET: "e2e-only-secret-0123456789abcdef0123456789",
      E2E_TEST_HOOKS: "true",
      TRUSTED_PROXY_HOPS: "1",
      FORM_MIN_FILL_MS: "60000",
      NEXT_TELEMETRY_DISABLED: "1",
    });
    server = startNextInstance("min-fill", port, env, path.join(test.info().project.outputDir, "min-fill-server.log"));
    await server.ready(`/api/test-hooks/enquiries?email=${encodeURIComponent("ready@example.com")}`, scaled(200_000));
  });

  test.afterEach(async ({}, testInfo) => {
    if (server && testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach("server log", { body: logTail(server.logFile, 20_000), contentType: "text/plain" });
  });

  test.afterAll(async () => {
    test.setTimeout(scaled(60_000));
    await server?.stop();
    server = null;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    dataDir = null;
  });

  test("a submission faster than the minimum fill time is refused politely, values kept", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server!.url });
    try {
      const page = await context.newPage();
      await openAsGuest(page, "/contact");
      const form = page.getByRole("form", { name: "Send us a message" });
      const email = uniqueEmail("too-fast");
      await form.getByLabel("Name").fill("Speedy");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Message").fill("Sent in a hurry");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expectToast(
        page,
        "One moment, please",
        "That was quicker than we expected. Please check your details and send again.",
      );
      await expectToastAccessible(page);
      await expect(form.getByLabel("Message")).toHaveValue("Sent in a hurry");
      expect(await storedEnquiries(context.request, email)).toHaveLength(0);
    } finally {
      await context.close();
    }
  });
});

test("the forms with their error messages pass axe", async ({ page }) => {
  await openAsGuest(page, "/reservations");
  const form = page.getByRole("form", { name: "Request a table" });
  await form.getByRole("button", { name: "Request Reservation" }).click();
  await expect(form.getByText("Please enter your name")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/events#event-form");
  await expect(page.getByRole("form", { name: "Begin planning your event" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the test hooks route answers only with an e-mail", async ({ request }) => {
  expect((await request.get("/api/test-hooks/enquiries")).status()).toBe(400);
});
