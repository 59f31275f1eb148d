import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import {
  ADMIN_ONLY_TEXT,
  activityCount,
  addAdmin,
  removeAdmin,
  signInAsNewAdmin,
  signInWithGoogle,
  uniqueEmail,
} from "./support/staff";

const BYPASS_HEADERS: Record<string, Record<string, string>> = {
  "x-middleware-subrequest (middleware)": {
    "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
  },
  "x-middleware-subrequest (src/middleware)": {
    "x-middleware-subrequest": "src/middleware:src/middleware:src/middleware:src/middleware:src/middleware",
  },
  "RSC: 1": { RSC: "1" },
  "Next-Router-Prefetch: 1": { RSC: "1", "Next-Router-Prefetch": "1" },
  "Next-Router-Segment-Prefetch: /": { RSC: "1", "Next-Router-Prefetch": "1", "Next-Router-Segment-Prefetch": "/" },
  "Next-Router-Segment-Prefetch: page segment": {
    RSC: "1",
    "Next-Router-Prefetch": "1",
    "Next-Router-Segment-Prefetch": "/admin/!KHByb3RlY3RlZCk/__PAGE__",
  },
};

const ADMIN_URLS = ["/admin", "/admin/menu", "/admin/users"];

function withRscParam(url: string, headers: Record<string, string>): string {
  if (!("RSC" in headers)) return url;
  const parts = [
    headers["Next-Router-Prefetch"],
    headers["Next-Router-Segment-Prefetch"],
    headers["Next-Router-State-Tree"],
    headers["Next-Url"],
  ];
  const value = parts.every((p) => p === undefined || p === "0")
    ? ""
    : createHash("sha256")
        .update(parts.map((p) => p ?? "0").join(","))
        .digest()
        .subarray(0, 12)
        .toString("base64url");
  return `${url}${url.includes("?") ? "&" : "?"}_rsc=${value}`;
}
const RSC_SUFFIX_URLS = ["/admin.rsc", "/admin/menu.rsc", "/admin/users.rsc", "/admin/index.rsc"];

type Identity = "no session" | "non-admin session" | "removed admin";
const IDENTITIES: Identity[] = ["no session", "non-admin session", "removed admin"];

async function asIdentity(browser: Browser, request: APIRequestContext, identity: Identity) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(identity.replace(/\W+/g, "-"));
  if (identity === "non-admin session") {
    await signInWithGoogle(page, email);
    await expect(page).toHaveURL(/\/admin\/access-denied$/);
  }
  if (identity === "removed admin") {
    await addAdmin(request, email);
    await signInWithGoogle(page, email);
    await expect(page.getByText("Signed in as").first()).toBeAttached();
    await removeAdmin(request, email);
  }
  await page.close();
  return { api: context.request, email, close: () => context.close() };
}

function expectNoAdminContent(body: string, email: string, identity: Identity) {
  for (const marker of ADMIN_ONLY_TEXT) expect(body, `"${marker}" leaked`).not.toContain(marker);
  if (identity !== "non-admin session") expect(body).not.toContain(email);
}

for (const identity of IDENTITIES) {
  test.describe(`admin pages with ${identity}`, () => {
    test("bypass headers and .rsc URLs get no admin content", async ({ browser, request }) => {
      const who = await asIdentity(browser, request, identity);
      try {
        for (const [label, headers] of Object.entries(BYPASS_HEADERS)) {
          for (const url of ADMIN_URLS) {
            for (const target of new Set([url, withRscParam(url, headers)])) {
              const res = await who.api.get(target, { headers, maxRedirects: 0 });
              expect(res.status(), `${label} ${target}`).toBeLessThan(500);
              expectNoAdminContent(await res.text(), who.email, identity);
            }
          }
        }
        for (const url of RSC_SUFFIX_URLS) {
          for (const headers of [{}, { RSC: "1" }] as Record<string, string>[]) {
            const res = await who.api.get(url, { headers, maxRedirects: 0 });
            expect(res.status(), url).toBeLessThan(500);
            expectNoAdminContent(await res.text(), who.email, identity);
          }
        }
        const followed = await who.api.get("/admin", {
          headers: BYPASS_HEADERS["x-middleware-subrequest (middleware)"],
        });
        expectNoAdminContent(await followed.text(), who.email, identity);
      } finally {
        await who.close();
      }
    });
  });
}

test.describe("controls", () => {
  test("an admin sending the same requests does get the admin content the markers look for", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = await signInAsNewAdmin(page, request, "control-admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    for (const headers of [{}, { RSC: "1" }] as Record<string, string>[]) {
      const res = await context.request.get(withRscParam("/admin", headers), { headers, maxRedirects: 0 });
      expect(res.status()).toBe(200);
      const body = await res.text();
      expect(body).toContain("Signed in as");
      expect(body).toContain("Welcome back");
      expect(body).toContain(email);
    }
    await context.close();
  });
});

test.describe("the removed admin's page render", () => {
  test("shows only the 'Verifying access...' state before being sent away", async ({ browser, request }) => {
    const who = await asIdentity(browser, request, "removed admin");
    try {
      const res = await who.api.get("/admin", { maxRedirects: 0 });
      const body = await res.text();
      expect(body).toContain("Verifying access...");
      expect(body).toContain("/admin/access-denied");
      expectNoAdminContent(body, who.email, "removed admin");
    } finally {
      await who.close();
    }
  });
});

function refreshActionId(): string {
  const manifest = JSON.parse(readFileSync(path.join(".next", "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName?: string; filename?: string }>;
  };
  const entry = Object.entries(manifest.node).find(([, v]) => v.exportedName === "refreshPublicSite");
  if (!entry) throw new Error("refreshPublicSite is not in the server action manifest: rebuild first");
  return entry[0];
}

function postAction(api: APIRequestContext, url: string, extraHeaders: Record<string, string> = {}) {
  return api.post(url, {
    headers: {
      "Next-Action": refreshActionId(),
      "Content-Type": "text/plain;charset=UTF-8",
      Accept: "text/x-component",
      ...extraHeaders,
    },
    data: "[{}]",
    maxRedirects: 0,
  });
}

test.describe.serial("posting the admin server action directly", () => {
  test("works for a signed-in admin (the control that makes the refusals meaningful)", async ({ browser, request }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = await signInAsNewAdmin(page, request, "action-admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    await page.getByRole("button", { name: "Refresh public site" }).click();
    await expect(page.getByText("Public site refreshed")).toBeVisible();
    await expect.poll(() => activityCount(request, { action: "site.refreshed", actor: email })).toBe(1);

    const res = await postAction(context.request, "/admin", { Origin: new URL(page.url()).origin });
    expect(res.status()).toBe(200);
    await expect.poll(() => activityCount(request, { action: "site.refreshed", actor: email })).toBe(2);
    await context.close();
  });

  for (const identity of IDENTITIES) {
    test(`is refused with ${identity}, and changes nothing`, async ({ browser, request, baseURL }) => {
      const who = await asIdentity(browser, request, identity);
      try {
        const before = await activityCount(request, { action: "site.refreshed" });
        for (const url of ["/admin", "/admin/menu", "/"]) {
          for (const extra of [{}, BYPASS_HEADERS["x-middleware-subrequest (middleware)"]]) {
            const res = await postAction(who.api, url, { Origin: baseURL!, ...extra });
            expect(res.status(), url).toBeLessThan(500);
            const body = await res.text();
            expectNoAdminContent(body, who.email, identity);
            if (identity === "removed admin" && url.startsWith("/admin"))
              expect(body).toContain("You are not authorised");
          }
        }
        expect(await activityCount(request, { action: "site.refreshed" })).toBe(before);
        expect(await activityCount(request, { action: "site.refreshed", actor: who.email })).toBe(0);
      } finally {
        await who.close();
      }
    });
  }
});
