import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN_ACTION_MESSAGES, createAdminAction, type AdminVerdictLike } from "@/lib/actions/admin-action-core";
import { addAdminUserDefinition, listAdminUsers, removeAdminUserDefinition } from "@/features/users/changes";
import { activityLog, adminUsers } from "@/lib/db/schema";
import { ADMIN_USER_MESSAGES } from "@/features/users/schema";
import { NOT_ADMIN, SIGNED_OUT, depsAs, withTestDatabase } from "../support/admin-harness";

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
  const deps = depsAs(verdict, () => database.db);
  const adminAction = createAdminAction(deps);
  return { deps, add: adminAction(addAdminUserDefinition), remove: adminAction(removeAdminUserDefinition) };
}

const asAdmin = (email: string) => actionsAs({ kind: "admin", email });

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
    const result = await add({ email: "  Chef.Ali@Example.com " });
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
      summary: "Added chef.ali@example.com to the admin list",
      before: null,
    });
    expect(log!.after).toMatchObject({ email: "chef.ali@example.com", addedBy: "owner@example.com" });
  });

  it("refuses a duplicate, whatever its case, with a clear message and no log row", async () => {
    await seedAdmins("owner@example.com", "chef@example.com");
    const { add } = asAdmin("owner@example.com");
    const result = await add({ email: "CHEF@example.com" });
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
    expect(await add({ email: "chef@" })).toEqual({
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

  it("refuses to remove the last admin", async () => {
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
    expect(await add({ email: "intruder@example.com" })).toEqual({
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
