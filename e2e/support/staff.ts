import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { oidcIssuerSettings } from "../../scripts/lib/oidc-settings.mjs";

const issuerOrigin = new URL((oidcIssuerSettings() as { issuer: string }).issuer).origin;

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@staff.example.com`;
}

export type StaffRole = "owner" | "manager" | "host" | "editor";

export async function addAdmin(request: APIRequestContext, email: string, role: StaffRole = "owner") {
  const res = await request.post("/api/test-hooks/admin-users", { data: { email, role } });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function staffRow(request: APIRequestContext, email: string) {
  const res = await request.get(`/api/test-hooks/admin-users?email=${encodeURIComponent(email)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { id: string | null; role: StaffRole | null };
}

export async function removeAdmin(request: APIRequestContext, email: string) {
  const res = await request.delete(`/api/test-hooks/admin-users?email=${encodeURIComponent(email)}`);
  expect(res.ok(), await res.text()).toBe(true);
}

/** A test with `admin`: a fresh allow-listed address, taken off the list again however the test ends. */
export const testWithAdmin = test.extend<{ admin: string }>({
  admin: async ({ request }, provide) => {
    const email = uniqueEmail("admin");
    await addAdmin(request, email);
    await provide(email);
    await removeAdmin(request, email);
  },
});

export async function activityCount(
  request: APIRequestContext,
  filter: { action: string; actor?: string },
): Promise<number> {
  const params = new URLSearchParams({ action: filter.action, ...(filter.actor ? { actor: filter.actor } : {}) });
  const res = await request.get(`/api/test-hooks/activity-log?${params}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { count: number }).count;
}

// Staff sign in from their own devices, and the sign-in limit counts per client: so does each test.
function staffDevice(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `198.18.${part()}.${part()}`;
}

export async function signInWithGoogle(page: Page, email: string, opts: { verified?: boolean } = {}) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": staffDevice() });
  await page.goto("/admin/auth");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page.getByRole("heading", { name: "Test Google sign-in" })).toBeVisible();
  await page.getByLabel("E-mail address").fill(email);
  if (opts.verified === false) await page.getByLabel("E-mail verified").uncheck();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL((url) => url.origin !== issuerOrigin && url.pathname.startsWith("/admin"));
}

/**
 * Signs in through the same endpoints as the "Sign in with Google" button (Auth.js, the test issuer, the callback),
 * from the page's own cookie jar, without drawing the sign-in and issuer pages: those pages have their tests in
 * auth.spec.ts, and drawing them for every test that only needs a signed-in admin cost the suite minutes.
 */
export async function signInAsStaff(page: Page, email: string) {
  const device = { "x-forwarded-for": staffDevice() };
  // The page keeps the device for the pages the test opens; the context's request API does not share a page's headers.
  await page.setExtraHTTPHeaders(device);
  const request = page.context().request;
  const csrf = await request.get("/api/auth/csrf", { headers: device });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  // Auth.js sends the browser on to the issuer, which shows its sign-in form.
  const issuerForm = await request.post("/api/auth/signin/google", {
    form: { csrfToken, callbackUrl: "/api/auth/session" },
    headers: device,
  });
  const interaction = new URL(issuerForm.url());
  expect(interaction.origin, await issuerForm.text()).toBe(issuerOrigin);
  // The issuer's consent step and the callback follow as redirects: Auth.js sets the session cookie and, asked
  // to return to the session endpoint rather than a page, answers with the session.
  const session = await request.post(`${interaction.origin}${interaction.pathname}/login`, {
    form: { email, verified: "yes" },
    headers: device,
  });
  expect(session.ok(), await session.text()).toBe(true);
  expect(((await session.json()) as { user?: { email?: string } }).user?.email).toBe(email);
}

/** Signs in as a new allow-listed admin and opens the given page (the dashboard without one). */
export async function signInAsNewAdmin(
  page: Page,
  request: APIRequestContext,
  label: string,
  path?: string,
  role: StaffRole = "owner",
): Promise<string> {
  const email = uniqueEmail(label);
  await addAdmin(request, email, role);
  await signInAsStaff(page, email);
  await page.goto(path ?? "/admin");
  return email;
}

export const ADMIN_ONLY_TEXT = [
  "Signed in as",
  "Open admin navigation",
  "Refresh public site",
  "Welcome back",
  "Coming soon",
  'aria-label="Admin"',
  "New section",
];
