import type { APIRequestContext, Page } from "@playwright/test";

/**
 * Keeps popups out of a test that is about something else: the demo content has a popup on "/",
 * and every test starts as a first-time visitor. Purely test-side, so the site itself has no test
 * switch: the popups live now are recorded as dismissed in the browser before any page loads (as a
 * guest who closed them would have), and the host's later fetches get an empty list.
 */
export async function withoutPopups(page: Page) {
  const res = await page.request.get("/api/popups");
  const ids = res.ok() ? ((await res.json()) as { popups: { id: string }[] }).popups.map((p) => p.id) : [];
  await page.addInitScript((dismissed: string[]) => {
    try {
      const at = Date.now();
      window.localStorage.setItem("47:popup-dismissed", JSON.stringify(Object.fromEntries(dismissed.map((id) => [id, at]))));
      window.sessionStorage.setItem("47:popup-dismissed-session", JSON.stringify(dismissed));
    } catch {
      // about:blank and other opaque origins have no storage.
    }
  }, ids);
  await page.route("**/api/popups", (route) => route.fulfill({ json: { popups: [] } }));
}

/** Waits until the popup host has decided (it starts once the page has loaded and gone idle). */
export async function popupHostReady(page: Page) {
  await page.locator("body[data-popups=ready]").waitFor({ state: "attached" });
}

export interface TestPopup {
  headline: string;
  pages: string[];
  bodyRichtext?: string;
  audience?: "everyone" | "new" | "returning";
  frequency?: "always" | "session" | "persistent";
  priority?: number;
  ctaLabel?: string | null;
  ctaUrl?: string | null;
  dismissible?: boolean;
  startAt?: string | null;
  endAt?: string | null;
  createdAt?: string;
}

/** Creates a popup through the e2e-only hook (404 unless E2E_TEST_HOOKS=true). */
export async function createPopup(request: APIRequestContext, popup: TestPopup): Promise<string> {
  const res = await request.post("/api/test-hooks/popups", { data: popup });
  if (!res.ok()) throw new Error(`creating popup failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

export async function deletePopups(request: APIRequestContext, ids: string[]) {
  if (ids.length === 0) return;
  // A kept-alive connection the server has just closed can reset once; cleanup tries again.
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await request.delete("/api/test-hooks/popups", { data: { ids } });
      if (res.ok()) return;
      throw new Error(`deleting popups failed: ${res.status()}`);
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
}

/** A path only the calling test visits (it renders the 404 page, which carries the popup host too). */
export function uniquePath(label: string): string {
  return `/popup-e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
