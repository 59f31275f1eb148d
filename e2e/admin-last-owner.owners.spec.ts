import { expect, test } from "@playwright/test";
import { postServerAction, serverActionId } from "./support/server-actions";
import { activityCount, signInAsNewAdmin, staffRow } from "./support/staff";

// Runs alone (the "owners" project): for its duration every other owner is a manager.
test("the last owner can be neither demoted nor removed, on the page or by posting the action", async ({
  page,
  request,
  baseURL,
}) => {
  const me = await signInAsNewAdmin(page, request, "last-owner", "/admin/users");
  const demoted = await request.patch("/api/test-hooks/admin-users", { data: { keepOwner: me, role: "manager" } });
  expect(demoted.ok()).toBe(true);
  const others = ((await demoted.json()) as { changed: string[] }).changed;
  try {
    await page.reload();
    const myRow = page.getByRole("list", { name: "Admins" }).getByRole("listitem").filter({ hasText: me });
    await expect(myRow).toContainText("Owner");
    await expect(myRow.getByRole("combobox")).toHaveCount(0);
    await expect(myRow.getByRole("button", { name: /^Remove/ })).toHaveCount(0);

    const { id } = await staffRow(request, me);
    const api = page.context().request;
    const demote = await postServerAction(
      api,
      "/admin/users",
      serverActionId("changeStaffRole", "features/users"),
      [{ id, role: "manager" }],
      baseURL!,
    );
    expect(demote.body).toContain("There must always be at least one owner");
    const remove = await postServerAction(
      api,
      "/admin/users",
      serverActionId("removeAdminUser", "features/users"),
      [{ id }],
      baseURL!,
    );
    expect(remove.body).toContain("You cannot remove yourself.");
    expect((await staffRow(request, me)).role).toBe("owner");
    expect(await activityCount(request, { action: "admin_user.role_changed", actor: me })).toBe(0);
  } finally {
    const restored = await request.patch("/api/test-hooks/admin-users", { data: { emails: others, role: "owner" } });
    expect(restored.ok()).toBe(true);
  }
});
