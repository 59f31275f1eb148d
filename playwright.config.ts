import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium.mjs";
import { oidcIssuerSettings } from "./e2e/support/oidc-settings.mjs";
import { smtpSinkSettings } from "./e2e/support/smtp-settings.mjs";
import { scaled } from "./scripts/lib/time-scale.mjs";

const PUBLIC_MUTATIONS = /\.public-mutation\.spec\.ts$/;
const MULTI_INSTANCE = /multi-instance\.spec\.ts$/;
const port = Number(process.env.E2E_PORT ?? 3100);
// The e2e server also writes its log here so tests can assert on server-side logging.
process.env.E2E_SERVER_LOG ??= path.resolve("test-results", "e2e-server.log");
const executablePath = chromiumPath() as string | undefined;
const oidcIssuer = oidcIssuerSettings(String(port)) as { issuer: string };
const smtpSink = smtpSinkSettings(String(port)) as { control: string };

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Every limit goes through scaled(): TEST_TIME_SCALE stretches them all on a slow machine.
  timeout: scaled(45_000),
  expect: { timeout: scaled(10_000) },
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? "test-results/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "en-GB",
    timezoneId: "Europe/London",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: [PUBLIC_MUTATIONS, MULTI_INSTANCE],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: { executablePath, args: chromiumArgs } },
    },
    {
      // Specs that publish, reorder or delete what the public pages show (the public specs count
      // the demo gallery and hero slides) run once those are done. Alone: `--no-deps`.
      name: "public-mutations",
      testMatch: PUBLIC_MUTATIONS,
      dependencies: ["chromium"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: { executablePath, args: chromiumArgs } },
    },
    {
      // Two more `next start` instances on a throwaway PostgreSQL cluster of their own (the spec
      // starts and stops them): last, so they never compete with the other specs for the CPU.
      // Its tests run in order on one worker. Alone: `npx playwright test e2e/multi-instance.spec.ts --no-deps`.
      name: "multi-instance",
      testMatch: MULTI_INSTANCE,
      dependencies: ["public-mutations"],
      fullyParallel: false,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: { executablePath, args: chromiumArgs } },
    },
  ],
  webServer: [
    {
      // Stands in for Google so the sign-in flow runs offline.
      command: "node e2e/support/oidc-issuer.mjs",
      url: `${oidcIssuer.issuer}/.well-known/openid-configuration`,
      timeout: scaled(30_000),
      reuseExistingServer: false,
      stdout: process.env.OIDC_DEBUG ? "pipe" : "ignore",
      stderr: "pipe",
      env: { E2E_PORT: String(port) },
    },
    {
      // The mail server the e2e server sends to: tests read what arrived, and stop it for an outage.
      command: "node e2e/support/smtp-sink.mjs",
      url: `${smtpSink.control}/health`,
      timeout: scaled(30_000),
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { E2E_PORT: String(port) },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${port}/`,
      timeout: scaled(180_000),
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: { E2E_PORT: String(port), E2E_SERVER_LOG: process.env.E2E_SERVER_LOG },
    },
  ],
});
