import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { requestTable, storedEnquiries } from "./support/forms";
import { tableGuest } from "./support/mail";
import { addDishWith, sectionOrder } from "./support/admin-menu";
import { postServerAction, serverActionId } from "./support/server-actions";
import { activityCount, signInAsNewAdmin, staffRow } from "./support/staff";
import { scaled } from "./support/time";

const nav = (page: Page) => page.getByRole("navigation", { name: "Admin" });
const notAvailable = (page: Page) => page.getByRole("heading", { level: 1, name: "Not available for your role" });

async function post(page: Page, baseURL: string, at: string, name: string, file: string, input: unknown) {
  const { status, body } = await postServerAction(
    page.context().request,
    at,
    serverActionId(name, file),
    [input],
    baseURL,
  );
  expect(status).toBeLessThan(500);
  return body;
}

async function guestBooks(page: Page, request: APIRequestContext) {
  const guest = { ...tableGuest("Role Guest", "roles", 10, "19:00", "2", ""), phone: "07700 900456" };
  await requestTable(page, guest);
  const [stored] = await storedEnquiries(request, guest.email);
  return { ...guest, id: (stored as unknown as { id: string }).id };
}

test.describe("staff roles", () => {
  test.describe.configure({ timeout: scaled(120_000) });

  test("a host confirms a booking but cannot open the menu editor or export", async ({ page, request, baseURL }) => {
    const guest = await guestBooks(page, request);
    const host = await signInAsNewAdmin(page, request, "host", undefined, "host");
    for (const shown of ["Dashboard", "Reservation book", "Outbox"]) {
      await expect(nav(page).getByRole("link", { name: shown, exact: true })).toBeVisible();
    }
    await expect(nav(page).getByRole("link", { name: /^Enquiries/ })).toBeVisible();
    for (const hidden of ["Menu", "Users", "Settings", "Gallery", "Activity", "Guest book", "Reports", "Tables"]) {
      await expect(nav(page).getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
    }

    await page.goto(`/admin/enquiries/${guest.id}`);
    const status = page.getByRole("region", { name: "Status" });
    await status.getByRole("button", { name: "Mark confirmed" }).click();
    await expect(status.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect.poll(() => activityCount(request, { action: "enquiry.status_changed", actor: host })).toBe(1);

    await page.goto("/admin/menu");
    await expect(notAvailable(page)).toBeVisible();
    expect((await page.request.get("/admin/enquiries/export")).status()).toBe(403);

    expect(await post(page, baseURL!, "/admin", "refreshPublicSite", "features/dashboard", {})).toContain(
      "Not available for your role.",
    );
    expect(await post(page, baseURL!, "/admin", "deleteEnquiry", "features/enquiries", { id: guest.id })).toContain(
      "Not available for your role.",
    );
    expect(await activityCount(request, { action: "site.refreshed", actor: host })).toBe(0);
    expect(await storedEnquiries(request, guest.email)).toHaveLength(1);
  });

  test("an editor edits a dish but sees no enquiry or guest", async ({ page, request, baseURL }) => {
    const guest = await guestBooks(page, request);
    const editor = await signInAsNewAdmin(page, request, "editor", "/admin/menu", "editor");
    await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: /^Enquiries/ })).toHaveCount(0);
    await expect(nav(page).getByRole("link", { name: "Reservation book" })).toHaveCount(0);

    await expect(page.getByRole("button", { name: /^Add a dish to / }).first()).toBeVisible();
    // A seeded section: tests running alongside add and delete sections of their own.
    const sectionTitle = "Small Plates";
    expect(await sectionOrder(page)).toContain(sectionTitle);
    const dish = `Editor's karahi ${Date.now().toString(36)}`;
    await addDishWith(page, sectionTitle, { name: dish, price: "9" });
    await page.getByRole("button", { name: `Edit ${dish}`, exact: true }).click();
    const edit = page.getByRole("dialog", { name: `Edit “${dish}”` });
    await edit.getByLabel("Price (£)").fill("9.50");
    await edit.getByRole("button", { name: "Save dish" }).click();
    await expect(page.getByRole("group", { name: dish, exact: true })).toContainText("£9.50");
    await expect.poll(() => activityCount(request, { action: "menu_item.updated", actor: editor })).toBe(1);

    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "New enquiries" })).toHaveCount(0);
    await expect(page.getByText(guest.name)).toHaveCount(0);
    for (const path of ["/admin/enquiries", `/admin/enquiries/${guest.id}`, "/admin/reservations", "/admin/outbox"]) {
      await page.goto(path);
      await expect(notAvailable(page)).toBeVisible();
      await expect(page.getByText(guest.name)).toHaveCount(0);
    }
    expect((await page.request.get("/admin/enquiries/export")).status()).toBe(403);
    expect(
      await post(page, baseURL!, "/admin", "changeEnquiryStatus", "features/enquiries", {
        id: guest.id,
        status: "declined",
      }),
    ).toContain("Not available for your role.");
    expect((await storedEnquiries(request, guest.email))[0]!.status).toBe("requested");
  });

  test("a manager cannot open staff; demoted to host, they lose the menu at their next request", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const manager = await signInAsNewAdmin(page, request, "manager", "/admin/users", "manager");
    await expect(notAvailable(page)).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Users" })).toHaveCount(0);
    const intruder = `intruder-${Date.now().toString(36)}@staff.example.com`;
    expect(
      await post(page, baseURL!, "/admin", "addAdminUser", "features/users", { email: intruder, role: "owner" }),
    ).toContain("Not available for your role.");
    expect((await staffRow(request, intruder)).id).toBeNull();
    expect((await staffRow(request, manager)).role).toBe("manager");

    await page.goto("/admin/menu");
    await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();

    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    const ownerEmail = await signInAsNewAdmin(owner, request, "owner", "/admin/users");
    await owner.getByRole("combobox", { name: `Role of ${manager}` }).selectOption("host");
    await expect(owner.getByText("Role changed")).toBeVisible();
    await expect.poll(async () => (await staffRow(request, manager)).role).toBe("host");
    await expect.poll(() => activityCount(request, { action: "admin_user.role_changed", actor: ownerEmail })).toBe(1);
    await ownerContext.close();

    await nav(page).getByRole("link", { name: "Opening times" }).click();
    await expect(notAvailable(page)).toBeVisible();
    await page.reload();
    await expect(nav(page).getByRole("link", { name: "Reservation book" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Menu", exact: true })).toHaveCount(0);
  });

  test("the users page shows who may do what", async ({ page, request }) => {
    await signInAsNewAdmin(page, request, "roles-table", "/admin/users");
    const table = page.getByRole("table", { name: "Who may do what, by role" });
    await expect(table.getByRole("columnheader")).toHaveText(["May", "Owner", "Manager", "Host", "Editor"]);
    const exportRow = table.getByRole("row", { name: /Export guests' data/ });
    await expect(exportRow.getByRole("cell")).toHaveText(["Yes", "Yes", "No", "No"]);
  });
});
