import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { activityCount, addAdmin, removeAdmin, signInAsNewAdmin, uniqueEmail } from "./support/staff";

const admins = (page: Page) => page.getByRole("list", { name: "Admins" });
const adminRow = (page: Page, email: string) => admins(page).getByRole("listitem").filter({ hasText: email });
const addForm = (page: Page) => page.getByRole("form", { name: "Add an admin" });

async function openUsers(page: Page, request: APIRequestContext, label: string) {
  const email = await signInAsNewAdmin(page, request, label, "/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  return email;
}

async function addThroughForm(page: Page, email: string) {
  await addForm(page).getByLabel("E-mail address").fill(email);
  await addForm(page).getByRole("button", { name: "Add admin" }).click();
}

async function rowId(request: APIRequestContext, email: string): Promise<string | null> {
  const res = await request.get(`/api/test-hooks/admin-users?email=${encodeURIComponent(email)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: string | null }).id;
}

test.describe("users: the staff allowlist", () => {
  test("add (with invalid and duplicate addresses explained) and remove with confirmation, each logged", async ({
    page,
    request,
  }) => {
    const me = await openUsers(page, request, "users-admin");
    await expect(adminRow(page, me)).toContainText("You");
    await expect(adminRow(page, me).getByRole("button", { name: /^Remove/ })).toHaveCount(0);

    const field = addForm(page).getByLabel("E-mail address");
    await addThroughForm(page, "");
    await expect(addForm(page).getByRole("alert")).toHaveText("Please enter an e-mail address.");
    await addThroughForm(page, "chef@");
    await expect(addForm(page).getByRole("alert")).toHaveText(
      "Please enter a valid e-mail address, like name@example.com.",
    );
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    const newcomer = uniqueEmail("users-new");
    await addThroughForm(page, `  ${newcomer.toUpperCase()} `);
    await expect(page.getByText("Added to the admin list")).toBeVisible();
    await expect(field).toHaveValue("");
    const row = adminRow(page, newcomer);
    await expect(row).toContainText(`Added by ${me}`);
    await expect(row.locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    await expect.poll(() => activityCount(request, { action: "admin_user.added", actor: me })).toBe(1);

    await addThroughForm(page, newcomer.toUpperCase());
    await expect(addForm(page).getByRole("alert")).toHaveText("That e-mail address is already on the list.");
    await expect(field).toHaveValue(newcomer.toUpperCase());
    expect(await activityCount(request, { action: "admin_user.added", actor: me })).toBe(1);

    await row.getByRole("button", { name: `Remove ${newcomer}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove this admin?" });
    await expect(dialog).toContainText(`${newcomer} will lose access to the admin area`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole("button", { name: `Remove ${newcomer}` }).click();
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Removed from the admin list")).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await rowId(request, newcomer)).toBeNull();
    await expect.poll(() => activityCount(request, { action: "admin_user.removed", actor: me })).toBe(1);
  });

  test("an admin removed by another loses access at their next request", async ({ page, browser, request }) => {
    const remover = await openUsers(page, request, "users-remover");
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    const removed = await signInAsNewAdmin(other, request, "users-removed");
    await expect(other.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    await page.reload();
    await adminRow(page, removed)
      .getByRole("button", { name: `Remove ${removed}` })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await expect(adminRow(page, removed)).toHaveCount(0);

    await other.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Menu" }).click();
    await expect(other).toHaveURL(/\/admin\/access-denied$/);
    await expect(other.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    await otherContext.close();
    expect(await activityCount(request, { action: "admin_user.removed", actor: remover })).toBe(1);
  });
});

function actionId(exportedName: string): string {
  const manifest = JSON.parse(readFileSync(path.join(".next", "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName?: string }>;
  };
  const entry = Object.entries(manifest.node).find(([, v]) => v.exportedName === exportedName);
  if (!entry) throw new Error(`${exportedName} is not in the server action manifest: rebuild first`);
  return entry[0];
}

async function postAction(
  api: APIRequestContext,
  origin: string,
  name: string,
  input: unknown,
  at = "/admin/users",
): Promise<string> {
  const res = await api.post(at, {
    headers: {
      "Next-Action": actionId(name),
      "Content-Type": "text/plain;charset=UTF-8",
      Accept: "text/x-component",
      Origin: origin,
    },
    data: JSON.stringify([input]),
    maxRedirects: 0,
  });
  expect(res.status()).toBeLessThan(500);
  return res.text();
}

test.describe("users: refusals the page does not offer", () => {
  test("an admin cannot remove themselves, even by posting the action (on a phone)", async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const me = await openUsers(page, request, "users-self");
    await expect(adminRow(page, me).getByRole("button", { name: /^Remove/ })).toHaveCount(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);

    const id = await rowId(request, me);
    const body = await postAction(page.context().request, baseURL!, "removeAdminUser", { id });
    expect(body).toContain("You cannot remove yourself.");
    expect(await rowId(request, me)).toBe(id);
    expect(await activityCount(request, { action: "admin_user.removed", actor: me })).toBe(0);
  });

  test("without an admin session neither action does anything", async ({ browser, request, baseURL }) => {
    const target = uniqueEmail("users-target");
    await addAdmin(request, target);
    const targetId = await rowId(request, target);
    const intruder = uniqueEmail("users-intruder");

    const context = await browser.newContext();
    const page = await context.newPage();
    const removed = await signInAsNewAdmin(page, request, "users-was-admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await removeAdmin(request, removed);

    const anonymous = await browser.newContext();
    for (const api of [context.request, anonymous.request]) {
      for (const at of ["/admin/users", "/"]) {
        await postAction(api, baseURL!, "addAdminUser", { email: intruder }, at);
        await postAction(api, baseURL!, "removeAdminUser", { id: targetId }, at);
      }
    }
    expect(await postAction(context.request, baseURL!, "removeAdminUser", { id: targetId })).toContain(
      "You are not authorised",
    );
    expect(await rowId(request, intruder)).toBeNull();
    expect(await rowId(request, target)).toBe(targetId);
    expect(await activityCount(request, { action: "admin_user.added", actor: removed })).toBe(0);
    expect(await activityCount(request, { action: "admin_user.removed", actor: removed })).toBe(0);
    await context.close();
    await anonymous.close();
  });
});
