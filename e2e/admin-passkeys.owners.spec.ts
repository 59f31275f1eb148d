import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { activityCount, removeAdmin, signInAsNewAdmin, signInWithGoogle } from "./support/staff";
import { scaled } from "./support/time";

// Runs alone (the "owners" project): for its duration the owner's passkey rule is on for everyone.
//
// WebAuthn refuses an IP address as the passkeys' domain, and the test Google issuer knows only the
// 127.0.0.1 callback: so the test signs in at 127.0.0.1 as every spec does, then carries the
// session cookie to http://localhost (the same server) for the passkey pages.

const local = (baseURL: string, path: string) => {
  const url = new URL(path, baseURL);
  url.hostname = "localhost";
  return url.href;
};

async function carrySessionToLocalhost(page: Page, baseURL: string) {
  const cookies = await page.context().cookies(baseURL);
  await page.context().addCookies(
    cookies.map(({ name, value, expires, httpOnly, sameSite }) => ({
      name,
      value,
      expires,
      httpOnly,
      sameSite,
      url: local(baseURL, "/"),
    })),
  );
}

/** A platform passkey that answers every ceremony at once, as a phone's screen lock would after a touch. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

/** The browser's answer when the person cancels the passkey prompt. */
async function cancelNextPasskeyPrompt(page: Page) {
  await page.evaluate(() => {
    navigator.credentials.get = () =>
      Promise.reject(new DOMException("The operation was cancelled.", "NotAllowedError"));
  });
}

const stepHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "Confirm it is you" });
const requireSwitch = (page: Page) => page.getByRole("switch", { name: /Require a passkey for owners and managers/ });

test("an owner registers a passkey, requires passkeys, passes the step after signing in again to reach Users, and resets a manager's passkeys", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(scaled(240_000));
  const me = await signInAsNewAdmin(page, request, "passkey-owner");
  let manager: string | null = null;
  try {
    await carrySessionToLocalhost(page, baseURL!);
    await addVirtualAuthenticator(page);

    // Reachable from the signed-in block of the navigation.
    await page.goto(local(baseURL!, "/admin"));
    await page.getByRole("link", { name: "Your passkeys" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your passkeys" })).toBeVisible();
    await expect(page.getByText("No passkeys yet")).toBeVisible();
    await expectNoAxeViolations(page);

    const form = page.getByRole("form", { name: "Add a passkey" });
    await form.getByRole("button", { name: "Add a passkey" }).click();
    await expect(form.getByRole("alert")).toHaveText(/Please give the passkey a name/);
    await form.getByLabel("Name for the new passkey").fill("Test laptop");
    await form.getByRole("button", { name: "Add a passkey" }).click();
    const passkeys = page.getByRole("list", { name: "Your passkeys" });
    await expect(passkeys.getByRole("listitem")).toHaveCount(1);
    await expect(passkeys).toContainText("Test laptop");
    await expect(passkeys).toContainText("not used yet");
    expect(await activityCount(request, { action: "passkey.registered", actor: me })).toBe(1);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(passkeys.getByRole("button", { name: "Remove the passkey Test laptop" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The owner switches the rule on; it applies to their own session at once.
    await page.goto(local(baseURL!, "/admin/users"));
    await expect(
      page.getByRole("list", { name: "Admins" }).getByRole("listitem").filter({ hasText: me }),
    ).toContainText("1 passkey");
    await expect(requireSwitch(page)).not.toBeChecked();
    await requireSwitch(page).click();
    await expect(page.getByText("Passkeys required", { exact: true })).toBeVisible();
    await expect(stepHeading(page)).toBeVisible();

    // Signing in again: a new session, without the step.
    await page.context().clearCookies();
    await signInWithGoogle(page, me);
    await carrySessionToLocalhost(page, baseURL!);
    await page.goto(local(baseURL!, "/admin/users"));
    await expect(stepHeading(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/admin/passkey");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/admin/users");
    await expectNoAxeViolations(page);

    // Cancelled: a clear message, and Users still asks for the step.
    await cancelNextPasskeyPrompt(page);
    await page.getByRole("button", { name: "Use my passkey" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(/No passkey was used/);
    await page.goto(local(baseURL!, "/admin/users"));
    await expect(stepHeading(page)).toBeVisible();

    // A page outside the rule still opens without it.
    await page.goto(local(baseURL!, "/admin"));
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    await page.goto(local(baseURL!, "/admin/users"));
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("button", { name: "Use my passkey" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("button", { name: "Use my passkey" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/admin/users");
    await expect(requireSwitch(page)).toBeChecked();
    expect(await activityCount(request, { action: "passkey.confirmed", actor: me })).toBe(1);

    // A manager adds a first passkey (allowed before the step); the owner resets it for a lost phone.
    const managerPage = await browser.newPage();
    manager = await signInAsNewAdmin(managerPage, request, "passkey-manager", undefined, "manager");
    await carrySessionToLocalhost(managerPage, baseURL!);
    await addVirtualAuthenticator(managerPage);
    await managerPage.goto(local(baseURL!, "/admin/account"));
    await managerPage.getByLabel("Name for the new passkey").fill("Manager's phone");
    await managerPage.getByRole("button", { name: "Add a passkey" }).click();
    await expect(managerPage.getByRole("list", { name: "Your passkeys" })).toContainText("Manager's phone");

    await page.reload();
    const managerRow = page.getByRole("list", { name: "Admins" }).getByRole("listitem").filter({ hasText: manager });
    await expect(managerRow).toContainText("1 passkey");
    await managerRow.getByRole("button", { name: `Reset the passkeys of ${manager}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Reset this person's passkeys?" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Reset passkeys" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Passkeys reset", { exact: true })).toBeVisible();
    await expect(managerRow).toContainText("no passkey");
    expect(await activityCount(request, { action: "admin_user.passkeys_reset", actor: me })).toBe(1);
    await managerPage.reload();
    await expect(managerPage.getByText("No passkeys yet")).toBeVisible();
    await managerPage.close();

    // The step lasts for the session.
    await page.goto(local(baseURL!, "/admin/settings"));
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await page.goto(local(baseURL!, "/admin/account"));
    await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("last used");
  } finally {
    const off = await request.put("/api/test-hooks/staff-policy", { data: { required: false } });
    expect(off.ok()).toBe(true);
    await removeAdmin(request, me);
    if (manager) await removeAdmin(request, manager);
  }
});
