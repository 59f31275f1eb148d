import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { networkAddresses } from "../lib/security/local-only";
import { freePort } from "./support/instances";
import { scaled } from "./support/time";

const root = process.cwd();
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

async function startWith(
  env: (port: number) => Record<string, string | undefined>,
  opts: { host?: string | null } = {},
): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "refused-start-"));
  const host = opts.host === undefined ? ["-H", "127.0.0.1"] : opts.host === null ? [] : ["-H", opts.host];
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(port), ...host], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      ...env(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const ended = new Promise<{ code: number | null; output: string }>((resolve) => {
    child.once("exit", (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
  const guard = setTimeout(() => child.kill("SIGKILL"), scaled(60_000));
  return ended.finally(() => clearTimeout(guard));
}

test.describe("a production start with an unsafe configuration", () => {
  test.setTimeout(scaled(90_000));

  test("without AUTH_SECRET: says why and exits with code 1 instead of serving", async () => {
    const { code, output } = await startWith((port) => ({ SITE_URL: `http://127.0.0.1:${port}` }));
    expect(output).toContain("AUTH_SECRET: is required in production");
    expect(code).toBe(1);
  });

  const PUBLIC = { SITE_URL: "https://47restaurant.co.uk" };
  const SECRET = { AUTH_SECRET: "s".repeat(40) };
  for (const [what, env, says] of [
    [
      "on Vercel without DATABASE_URL: says why and exits with code 1 instead of opening the embedded database",
      { VERCEL: "1", ...PUBLIC, ...SECRET },
      "DATABASE_URL is required on Vercel",
    ],
    [
      "with a short AUTH_SECRET: exits with code 1",
      { ...PUBLIC, AUTH_SECRET: "too-short" },
      "AUTH_SECRET: is 9 characters; at least 32 are required",
    ],
    [
      "with the password-less local sign-in on a public address: exits with code 1",
      { ...PUBLIC, ...SECRET, AUTH_DEV_LOGIN: "true" },
      "AUTH_DEV_LOGIN is a local-only password-less sign-in",
    ],
  ] as const) {
    test(what, async () => {
      const { code, output } = await startWith(() => env);
      expect(output).toContain(says);
      expect(code).toBe(1);
    });
  }

  test("with the local sign-in and listening on every interface (no -H): exits with code 1 once it sees it answers on the network", async () => {
    test.skip(
      networkAddresses().length === 0,
      "this machine has no network address besides loopback, so every interface is loopback",
    );
    const { code, output } = await startWith(
      (port) => ({
        SITE_URL: `http://127.0.0.1:${port}`,
        AUTH_SECRET: "s".repeat(40),
        AUTH_DEV_LOGIN: "true",
        PORT: String(port),
      }),
      { host: null },
    );
    expect(output).toContain("local-only features, but this server also answers on");
    expect(code).toBe(1);
  });
});

test.describe("what the production server tells search engines", () => {
  test("the restaurant's structured data places it to five decimals and names its menu as menu and hasMenu", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const raw = html.match(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/)?.[1];
    expect(raw, "the home page carries JSON-LD").toBeTruthy();
    expect(raw).toMatch(/"latitude":-?\d+\.\d{5,}/);
    expect(raw).toMatch(/"longitude":-?\d+\.\d{5,}/);
    const ld = JSON.parse(raw!);
    expect(ld.menu).toMatch(/^https?:\/\/[^/]+\/menu$/);
    expect(ld.hasMenu).toBe(ld.menu);
  });
});
