import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { scaled } from "./time";

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
  const { id } = (await res.json()) as { id: string };
  if (liveNow(popup)) await untilPageRenders(request, popup.pages[0] ?? "/", { with: id });
  return id;
}

function liveNow(popup: TestPopup): boolean {
  const now = Date.now();
  return (!popup.startAt || Date.parse(popup.startAt) <= now) && (!popup.endAt || Date.parse(popup.endAt) >= now);
}

// A request that arrives while a render of the same page is under way is answered by that render, so
// the first page load after a change can still be one begun before it (every unknown path shares the
// not-found page's render). A page keeps the popups it was rendered with until its refresh a minute
// later, so a test waits for a render of the page begun after the change before a guest loads it.
export async function untilPageRenders(
  request: APIRequestContext,
  path: string,
  text: { with: string } | { without: string },
) {
  const wanted = "with" in text;
  const mark = "with" in text ? text.with : text.without;
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes(mark), {
      message: `a render of ${path} ${wanted ? "with" : "without"} ${mark}`,
      timeout: scaled(20_000),
    })
    .toBe(wanted);
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
