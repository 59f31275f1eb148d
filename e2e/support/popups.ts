import type { APIRequestContext, Page } from "@playwright/test";

/**
 * Keeps popups out of a test that is about something else: the demo content has a popup on "/",
 * and every test starts as a first-time visitor. Purely test-side (the page's fetch is answered
 * with an empty list), so the site itself has no test switch.
 */
export async function withoutPopups(page: Page) {
  await page.route("**/api/popups", (route) => route.fulfill({ json: { popups: [] } }));
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
