import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN_ACTION_MESSAGES, type AdminVerdictLike } from "@/lib/actions/admin-action-core";
import {
  addAdminUserDefinition,
  changeRoleDefinition,
  listAdminUsers,
  removeAdminUserDefinition,
  resetPasskeysDefinition,
} from "@/features/users/changes";
import type { StaffRole } from "@/lib/auth/permissions";
import { activityLog, adminUsers, staffPasskeys } from "@/lib/db/schema";
import { ADMIN_USER_MESSAGES } from "@/features/users/schema";
import { NOT_ADMIN, SIGNED_OUT, withTestDatabase, wrapperAs } from "../support/admin-harness";

const database = withTestDatabase();
// The activity log is append-only (a database trigger refuses DELETE), so each test looks only
// at the rows written after it started.
let earlierLogIds = new Set<string>();
beforeEach(async () => {
  await database.db.delete(adminUsers);
  earlierLogIds = new Set((await database.db.select({ id: activityLog.id }).from(activityLog)).map((r) => r.id));
});

/** The real action definitions, run by the real wrapper with the session check injected. */
function actionsAs(verdict: AdminVerdictLike) {
  const { deps, adminAction } = wrapperAs(verdict, () => database.db);
  return {
    deps,
    add: adminAction(addAdminUserDefinition),
    remove: adminAction(removeAdminUserDefinition),
    changeRole: adminAction(changeRoleDefinition),
    resetPasskeys: adminAction(resetPasskeysDefinition),
  };
}

const asAdmin = (email: string, role: StaffRole = "owner") => actionsAs({ kind: "admin", email, role });

async function seedAdmins(...emails: string[]) {
  return database.db
    .insert(adminUsers)
    .values(emails.map((email) => ({ email, addedBy: "ADMIN_EMAILS" })))
    .returning();
}

const newLogRows = async () => (await database.db.select().from(activityLog)).filter((r) => !earlierLogIds.has(r.id));
const logRows = async (action: string) => (await newLogRows()).filter((r) => r.action === action);

describe("adding an admin", () => {
  it("stores the address lower-cased with who added it, and logs it", async () => {
    await seedAdmins("owner@example.com");
    const { add } = asAdmin("owner@example.com");
    const result = await add({ email: "  Chef.Ali@Example.com ", role: "host" });
    expect(result).toMatchObject({ ok: true, data: { email: "chef.ali@example.com", addedBy: "owner@example.com" } });

    const list = await listAdminUsers(database.db);
    expect(list.map((u) => [u.email, u.addedBy])).toEqual([
      ["owner@example.com", "ADMIN_EMAILS"],
      ["chef.ali@example.com", "owner@example.com"],
    ]);
    const [log] = await logRows("admin_user.added");
    expect(log).toMatchObject({
      actorEmail: "owner@example.com",
      entity: "admin_user",
      entityId: list[1]!.id,
      summary: "Added chef.ali@example.com to the admin list as host",
      before: null,
    });
    expect(log!.after).toMatchObject({ email: "chef.ali@example.com", role: "host", addedBy: "owner@example.com" });
  });

  it("refuses a duplicate, whatever its case, with a clear message and no log row", async () => {
    await seedAdmins("owner@example.com", "chef@example.com");
    const { add } = asAdmin("owner@example.com");
    const result = await add({ email: "CHEF@example.com", role: "editor" });
    expect(result).toEqual({
      ok: false,
      error: ADMIN_USER_MESSAGES.duplicate,
      fieldErrors: { email: [ADMIN_USER_MESSAGES.duplicate] },
    });
    expect(await listAdminUsers(database.db)).toHaveLength(2);
    expect(await logRows("admin_user.added")).toEqual([]);
  });

  it("refuses an invalid address before anything else happens", async () => {
    const { add, deps } = asAdmin("owner@example.com");
    expect(await add({ email: "chef@", role: "host" })).toEqual({
      ok: false,
      error: ADMIN_ACTION_MESSAGES.invalid,
      fieldErrors: { email: [ADMIN_USER_MESSAGES.emailInvalid] },
    });
    expect(deps.verify).not.toHaveBeenCalled();
  });
});

describe("removing an admin", () => {
  it("removes someone else, logs who it was, and they are off the allowlist at once", async () => {
    const [, chef] = await seedAdmins("owner@example.com", "chef@example.com");
    const { remove } = asAdmin("owner@example.com");
    expect(await remove({ id: chef!.id })).toEqual({ ok: true, data: { id: chef!.id, email: "chef@example.com" } });
    expect((await listAdminUsers(database.db)).map((u) => u.email)).toEqual(["owner@example.com"]);
    const [log] = await logRows("admin_user.removed");
    expect(log).toMatchObject({
      actorEmail: "owner@example.com",
      entityId: chef!.id,
      summary: "Removed chef@example.com from the admin list",
      after: null,
    });
    expect(log!.before).toMatchObject({ email: "chef@example.com", addedBy: "ADMIN_EMAILS" });
  });

  it("refuses to remove yourself", async () => {
    const [owner] = await seedAdmins("owner@example.com", "chef@example.com");
    const { remove } = asAdmin("owner@example.com");
    expect(await remove({ id: owner!.id })).toEqual({ ok: false, error: ADMIN_USER_MESSAGES.removeSelf });
    expect(await listAdminUsers(database.db)).toHaveLength(2);
    expect(await logRows("admin_user.removed")).toEqual([]);
  });

  it("refuses to remove the last owner", async () => {
    // The caller passed the check a moment ago but has since been removed by someone else.
    const [last] = await seedAdmins("last@example.com");
    const { remove } = asAdmin("ghost@example.com");
    expect(await remove({ id: last!.id })).toEqual({ ok: false, error: ADMIN_USER_MESSAGES.removeLast });
    expect(await listAdminUsers(database.db)).toHaveLength(1);
  });

  it("says so when the person is already gone", async () => {
    await seedAdmins("owner@example.com");
    const { remove } = asAdmin("owner@example.com");
    expect(await remove({ id: "00000000-0000-4000-8000-000000000000" })).toEqual({
      ok: false,
      error: ADMIN_USER_MESSAGES.notFound,
    });
  });
});

describe.each([
  ["signed out", SIGNED_OUT],
  ["signed in but not on the allowlist", NOT_ADMIN],
])("a caller who is %s", (_label, verdict) => {
  it("can neither add nor remove, and nothing is written", async () => {
    const [owner, chef] = await seedAdmins("owner@example.com", "chef@example.com");
    const { add, remove, deps } = actionsAs(verdict);
    expect(await add({ email: "intruder@example.com", role: "owner" })).toEqual({
      ok: false,
      error: ADMIN_ACTION_MESSAGES.notAuthorised,
    });
    expect(await remove({ id: chef!.id })).toEqual({ ok: false, error: ADMIN_ACTION_MESSAGES.notAuthorised });
    expect(await remove({ id: owner!.id })).toEqual({ ok: false, error: ADMIN_ACTION_MESSAGES.notAuthorised });
    expect((await listAdminUsers(database.db)).map((u) => u.email).sort()).toEqual([
      "chef@example.com",
      "owner@example.com",
    ]);
    expect(await newLogRows()).toEqual([]);
    expect(deps.refresh).not.toHaveBeenCalled();
  });
});

describe("roles", () => {
  it("changes a role, logged before → after, and refuses to demote the last owner", async () => {
    const [owner, chef] = await seedAdmins("owner@example.com", "chef@example.com");
    const { changeRole } = asAdmin("owner@example.com");
    expect(await changeRole({ id: chef!.id, role: "host" })).toMatchObject({ ok: true, data: { role: "host" } });
    const [log] = await logRows("admin_user.role_changed");
    expect(log).toMatchObject({
      actorEmail: "owner@example.com",
      entityId: chef!.id,
      summary: "Changed chef@example.com's role: Owner → Host",
      before: { role: "owner" },
      after: { role: "host" },
    });

    expect(await changeRole({ id: owner!.id, role: "manager" })).toEqual({
      ok: false,
      error: ADMIN_USER_MESSAGES.demoteLast,
    });
    expect((await listAdminUsers(database.db)).map((u) => [u.email, u.role]).sort()).toEqual([
      ["chef@example.com", "host"],
      ["owner@example.com", "owner"],
    ]);
  });

  it("lets an owner step down once another owner exists", async () => {
    const [owner] = await seedAdmins("owner@example.com", "second@example.com");
    const { changeRole } = asAdmin("owner@example.com");
    expect(await changeRole({ id: owner!.id, role: "manager" })).toMatchObject({ ok: true });
  });

  it("two owners demoting each other at once leave one owner", async () => {
    const [a, b] = await seedAdmins("a@example.com", "b@example.com");
    const results = await Promise.all([
      asAdmin("a@example.com").changeRole({ id: b!.id, role: "editor" }),
      asAdmin("b@example.com").changeRole({ id: a!.id, role: "editor" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect((await listAdminUsers(database.db)).filter((u) => u.role === "owner")).toHaveLength(1);
  });

  it.each<[StaffRole]>([["manager"], ["host"], ["editor"]])(
    "a %s can neither add, remove, re-role nor reset passkeys",
    async (role) => {
      const [owner, chef] = await seedAdmins("owner@example.com", "chef@example.com");
      const me = asAdmin("me@example.com", role);
      for (const result of [
        await me.add({ email: "friend@example.com", role: "owner" }),
        await me.remove({ id: chef!.id }),
        await me.changeRole({ id: owner!.id, role: "editor" }),
        await me.resetPasskeys({ id: owner!.id }),
      ]) {
        expect(result).toEqual({ ok: false, error: ADMIN_ACTION_MESSAGES.notForRole });
      }
      expect((await listAdminUsers(database.db)).map((u) => [u.email, u.role]).sort()).toEqual([
        ["chef@example.com", "owner"],
        ["owner@example.com", "owner"],
      ]);
      expect(await newLogRows()).toEqual([]);
    },
  );

  it("resetting someone's passkeys removes them all and logs how many", async () => {
    const [, chef] = await seedAdmins("owner@example.com", "chef@example.com");
    await database.db.insert(staffPasskeys).values(
      ["one", "two"].map((credentialId) => ({
        adminUserId: chef!.id,
        credentialId,
        publicKey: "key",
        label: "Phone",
      })),
    );
    const { resetPasskeys } = asAdmin("owner@example.com");
    expect(await resetPasskeys({ id: chef!.id })).toMatchObject({ ok: true, data: { removed: 2 } });
    expect(await database.db.select().from(staffPasskeys)).toEqual([]);
    expect(await logRows("admin_user.passkeys_reset")).toHaveLength(1);
  });
});
