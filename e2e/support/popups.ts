import type { APIRequestContext, Page } from "@playwright/test";

// Test-side only: live popups are recorded as dismissed before any page loads, and later fetches get none.
export async function withoutPopups(page: Page) {
  const res = await page.request.get("/api/popups");
  const ids = res.ok() ? ((await res.json()) as { popups: { id: string }[] }).popups.map((p) => p.id) : [];
  await page.addInitScript((dismissed: string[]) => {
    try {
      const at = Date.now();
      window.localStorage.setItem(
        "47:popup-dismissed",
        JSON.stringify(Object.fromEntries(dismissed.map((id) => [id, at]))),
      );
      window.sessionStorage.setItem("47:popup-dismissed-session", JSON.stringify(dismissed));
    } catch {
      // about:blank and other opaque origins have no storage.
    }
  }, ids);
  await page.route("**/api/popups", (route) => route.fulfill({ json: { popups: [] } }));
}

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

export async function createPopup(request: APIRequestContext, popup: TestPopup): Promise<string> {
  const res = await request.post("/api/test-hooks/popups", { data: popup });
  if (!res.ok()) throw new Error(`creating popup failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

export async function deletePopups(request: APIRequestContext, ids: string[]) {
  if (ids.length === 0) return;
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

export function uniquePath(label: string): string {
  return `/popup-e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
