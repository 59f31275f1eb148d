import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { addAdmin, removeAdmin, signInAsNewAdmin, signInWithGoogle, uniqueEmail } from "./support/staff";

/** Signs out with this button: home with the notice, and `adminPath` now asks to sign in. */
async function expectSignedOutBy(page: Page, button: string, adminPath: string) {
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Signed out successfully").first()).toBeVisible();
  await page.goto(adminPath);
  await expect(page).toHaveURL(/\/admin\/auth$/);
}

const SECTIONS = [
  ["Dashboard", "/admin"],
  ["Hero management", "/admin/hero-management"],
  ["Enquiries", "/admin/enquiries"],
  ["Reservation book", "/admin/reservations"],
  ["Tables", "/admin/tables"],
  ["Guest book", "/admin/guests"],
  ["Reports", "/admin/reports"],
  ["Outbox", "/admin/outbox"],
  ["Newsletter", "/admin/newsletter"],
  ["Gallery", "/admin/gallery"],
  ["Menu", "/admin/menu"],
  ["Opening times", "/admin/opening-times"],
  ["Popups", "/admin/popups"],
  ["Settings", "/admin/settings"],
  ["Users", "/admin/users"],
  ["Activity", "/admin/activity"],
] as const;

async function expectNoindex(page: Page) {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
}

test.describe("staff sign-in", () => {
  test("signed out, /admin goes to the sign-in page, which offers Google only", async ({ page }) => {
    const response = await page.goto("/admin/menu");
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(page).toHaveURL(/\/admin\/auth$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Sign in locally" })).toHaveCount(0);
    await expect(page.getByText("Local sign-in")).toHaveCount(0);
    await expectNoindex(page);
    await expectNoAxeViolations(page);
  });

  test("an allowlisted Google account reaches the admin area and its twelve sections", async ({ page, request }) => {
    const email = uniqueEmail("admin");
    await addAdmin(request, email.toUpperCase()); // stored and compared lower-cased
    await signInWithGoogle(page, email);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("complementary").getByText(email, { exact: true })).toBeVisible();
    await expectNoindex(page);

    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link")).toHaveText(
      SECTIONS.map(([label]) => new RegExp(`^${label}(\\s*\\d+\\+? new)?$`)),
    );
    for (const [label, href] of SECTIONS.slice(1)) {
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
      await expect(nav.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
    }
    await expectNoAxeViolations(page);

    await page.goto("/admin/auth");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });

  test("a Google account that is not allowlisted lands on access denied and can sign out", async ({ page }) => {
    const email = uniqueEmail("guest");
    await signInWithGoogle(page, email);
    await expect(page).toHaveURL(/\/admin\/access-denied$/);
    await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    await expect(
      page.getByRole("main").getByText(`The account ${email} is not authorised to use the admin area.`),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Website" })).toHaveAttribute("href", "/");
    await expect(page.getByText("Signed in as")).toHaveCount(0);
    await expectNoindex(page);
    await expectNoAxeViolations(page);

    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/admin\/access-denied$/);

    await expectSignedOutBy(page, "Sign Out", "/admin");
  });

  test("an admin removed from the allowlist is locked out at their next request", async ({ page, request }) => {
    const email = await signInAsNewAdmin(page, request, "removed");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    await removeAdmin(request, email);
    await page.getByRole("button", { name: "Refresh public site" }).click();
    await expect(
      page.getByText("You are not authorised to do this. Please sign in with an admin account."),
    ).toBeVisible();

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Menu" }).click();
    await expect(page).toHaveURL(/\/admin\/access-denied$/);
    await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/access-denied$/);
  });

  test("an admin signs out from the admin area and goes home", async ({ page, request }) => {
    await signInAsNewAdmin(page, request, "signout");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expectSignedOutBy(page, "Sign out", "/admin/gallery");
  });

  test("a failed sign-out says so and keeps the admin signed in", async ({ page, request }) => {
    await signInAsNewAdmin(page, request, "signoutfail");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await page.route("**/admin", (route) =>
      route.request().method() === "POST" ? route.abort("connectionreset") : route.fallback(),
    );
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("Failed to sign out")).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("on a phone the sections are in a slide-in menu with the e-mail and sign-out", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = await signInAsNewAdmin(page, request, "phone");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await page.getByRole("button", { name: "Open admin navigation" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(email)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Sign out" })).toBeVisible();
    await dialog.getByRole("link", { name: "Opening times" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Opening times" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("an unverified Google e-mail is refused with the SPEC's message", async ({ page, request }) => {
    const email = uniqueEmail("unverified");
    await addAdmin(request, email);
    await signInWithGoogle(page, email, { verified: false });
    await expect(page).toHaveURL(/\/admin\/auth\?error=/);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Failed to sign in with Google");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/auth$/);
  });

  test("cancelling at Google shows the sign-in failure; anything else the unexpected error", async ({ page }) => {
    await page.goto("/admin/auth");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/admin\/auth\?error=/);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Failed to sign in with Google");

    await page.goto("/admin/auth?error=Configuration");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("An unexpected error occurred");
  });
});
