import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium.mjs";
import { oidcIssuerSettings } from "./scripts/lib/oidc-settings.mjs";
import { smtpSinkSettings } from "./scripts/lib/smtp-settings.mjs";
import { scaled } from "./scripts/lib/time-scale.mjs";
import { LONDON } from "./lib/time/london";

const PUBLIC_MUTATIONS = /\.public-mutation\.spec\.ts$/;
const MULTI_INSTANCE = /multi-instance\.spec\.ts$/;
// Specs that change who the owners are: alone against the server, after everything that signs staff in.
const OWNERS = /\.owners\.spec\.ts$/;
// Specs that replace the restaurant's tables: after every spec that books, and after the owners' specs,
// which switch the passkey rule on for every staff member while they run.
const ROOM = /\.room\.spec\.ts$/;
const port = Number(process.env.E2E_PORT ?? 3100);
process.env.E2E_SERVER_LOG ??= path.resolve("test-results", "e2e-server.log");
const executablePath = chromiumPath() as string | undefined;
const oidcIssuer = oidcIssuerSettings(String(port)) as { issuer: string };
const smtpSink = smtpSinkSettings(String(port)) as { control: string };

const desktopChrome = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  launchOptions: { executablePath, args: chromiumArgs },
};

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: scaled(45_000),
  expect: { timeout: scaled(10_000) },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? "test-results/playwright.json" }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace for every test cost a third of the e2e time on two cores; CI retries a failure once, traced.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    locale: "en-GB",
    timezoneId: LONDON,
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    { name: "chromium", testIgnore: [PUBLIC_MUTATIONS, MULTI_INSTANCE, OWNERS, ROOM], use: desktopChrome },
    { name: "public-mutations", testMatch: PUBLIC_MUTATIONS, dependencies: ["chromium"], use: desktopChrome },
    { name: "owners", testMatch: OWNERS, dependencies: ["public-mutations"], fullyParallel: false, use: desktopChrome },
    { name: "room", testMatch: ROOM, dependencies: ["owners"], fullyParallel: false, use: desktopChrome },
    {
      // Its own database and servers: it runs beside the owners' and the room's specs, which keep one worker each.
      name: "multi-instance",
      testMatch: MULTI_INSTANCE,
      dependencies: ["public-mutations"],
      fullyParallel: false,
      use: desktopChrome,
    },
  ],
  webServer: [
    {
      command: "node e2e/support/oidc-issuer.mjs",
      url: `${oidcIssuer.issuer}/.well-known/openid-configuration`,
      timeout: scaled(30_000),
      reuseExistingServer: false,
      stdout: process.env.OIDC_DEBUG ? "pipe" : "ignore",
      stderr: "pipe",
      env: { E2E_PORT: String(port) },
    },
    {
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
