import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  ADMIN_ACTION_MESSAGES,
  AdminActionError,
  formDataToObject,
  logAdminError,
  type AdminVerdictLike,
} from "@/lib/actions/admin-action-core";
import { activityLog, adminUsers } from "@/lib/db/schema";
import { NOT_ADMIN, SIGNED_OUT, withTestDatabase, wrapperAs } from "../support/admin-harness";

const database = withTestDatabase();

const harness = (verdict: AdminVerdictLike) => wrapperAs(verdict, () => database.db);

const schema = z.object({ email: z.email("Enter a valid e-mail address"), note: z.string().max(5).optional() });

function addAdmin(adminAction: ReturnType<typeof harness>["adminAction"], opts: { failAfterWrite?: Error } = {}) {
  return adminAction({
    name: "users.add",
    schema,
    entity: "admin_user",
    tags: ["menu", "hours"],
    run: async ({ input, tx, actor }) => {
      const [row] = await tx.insert(adminUsers).values({ email: input.email, addedBy: actor.email }).returning();
      if (opts.failAfterWrite) throw opts.failAfterWrite;
      return {
        result: { id: row!.id },
        log: {
          action: "admin_user.added",
          entityId: row!.id,
          summary: `Added ${input.email}`,
          after: { email: input.email, when: new Date(0) },
        },
        tags: ["menu", "gallery"],
      };
    },
  });
}

async function logFor(email: string) {
  return database.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.summary, `Added ${email}`));
}

async function adminRow(email: string) {
  return database.db.select().from(adminUsers).where(eq(adminUsers.email, email));
}

describe("adminAction", () => {
  beforeEach(() => vi.restoreAllMocks());

  it("runs, logs the actor in the same transaction, updates each tag once and refreshes", async () => {
    const { deps, adminAction } = harness({ kind: "admin", email: "owner@example.com", role: "owner" });
    const result = await addAdmin(adminAction)({ email: "chef@example.com" });
    expect(result.ok).toBe(true);
    const [row] = await adminRow("chef@example.com");
    expect(result).toEqual({ ok: true, data: { id: row!.id } });
    const [log] = await logFor("chef@example.com");
    expect(log).toMatchObject({
      actorEmail: "owner@example.com",
      action: "admin_user.added",
      entity: "admin_user",
      entityId: row!.id,
      before: null,
    });
    expect(log!.after).toEqual({ email: "chef@example.com", when: "1970-01-01T00:00:00.000Z" });
    expect(deps.updateTag.mock.calls.map(([t]) => t)).toEqual(["menu", "hours", "gallery"]);
    expect(deps.refresh).toHaveBeenCalledOnce();
  });

  it("returns field errors without checking the session or touching the database", async () => {
    const { deps, adminAction } = harness({ kind: "admin", email: "owner@example.com", role: "owner" });
    const result = await addAdmin(adminAction)({ email: "not-an-email", note: "far too long" });
    expect(result).toEqual({
      ok: false,
      error: ADMIN_ACTION_MESSAGES.invalid,
      fieldErrors: { email: ["Enter a valid e-mail address"], note: [expect.any(String)] },
    });
    expect(deps.verify).not.toHaveBeenCalled();
    expect(deps.updateTag).not.toHaveBeenCalled();
  });

  it.each([
    ["signed out", SIGNED_OUT],
    ["not on the allowlist", NOT_ADMIN],
  ])("refuses a caller who is %s, with no side effect", async (_label, verdict) => {
    const { deps, adminAction } = harness(verdict);
    const result = await addAdmin(adminAction)({ email: `refused-${verdict.kind}@example.com` });
    expect(result).toEqual({ ok: false, error: ADMIN_ACTION_MESSAGES.notAuthorised });
    expect(await adminRow(`refused-${verdict.kind}@example.com`)).toEqual([]);
    expect(await logFor(`refused-${verdict.kind}@example.com`)).toEqual([]);
    expect(deps.updateTag).not.toHaveBeenCalled();
    expect(deps.refresh).not.toHaveBeenCalled();
  });

  it("treats a failing admin check as a refusal and logs it", async () => {
    const { deps, adminAction } = harness({ kind: "admin", email: "owner@example.com", role: "owner" });
    deps.verify.mockRejectedValueOnce(new Error("db down"));
    const result = await addAdmin(adminAction)({ email: "checkfail@example.com" });
    expect(result).toEqual({ ok: false, error: ADMIN_ACTION_MESSAGES.notAuthorised });
    expect(deps.logError).toHaveBeenCalledOnce();
    expect(await adminRow("checkfail@example.com")).toEqual([]);
  });

  it("a failed change logs the error's kind and code on one line, never the database's message", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const failure = await database.db.execute(sql`select ${"guest-secret@example.com"}::int`).then(
        () => null,
        (err: unknown) => err,
      );
      logAdminError("[admin-action] enquiries.update failed", failure);
      const line = logged.mock.calls.map((c) => c.map(String).join(" ")).join("\n");
      expect(line).toMatch(/^\[admin-action\] enquiries\.update failed: \w+/);
      expect(line).not.toContain("guest-secret");
      expect(line.split("\n")).toHaveLength(1);
    } finally {
      logged.mockRestore();
    }
  });

  it("rolls back the change and the log on an unexpected error, without leaking it", async () => {
    const { deps, adminAction } = harness({ kind: "admin", email: "owner@example.com", role: "owner" });
    const result = await addAdmin(adminAction, { failAfterWrite: new Error("secret stack detail") })({
      email: "rollback@example.com",
    });
    expect(result).toEqual({ ok: false, error: ADMIN_ACTION_MESSAGES.unexpected });
    expect(JSON.stringify(result)).not.toContain("secret");
    expect(await adminRow("rollback@example.com")).toEqual([]);
    expect(await logFor("rollback@example.com")).toEqual([]);
    expect(deps.logError).toHaveBeenCalledWith("[admin-action] users.add failed", expect.any(Error));
    expect(deps.updateTag).not.toHaveBeenCalled();
  });

  it("shows an AdminActionError's message and field errors, and rolls back", async () => {
    const { deps, adminAction } = harness({ kind: "admin", email: "owner@example.com", role: "owner" });
    const error = new AdminActionError("That e-mail is already on the list.", { email: ["Already an admin"] });
    const result = await addAdmin(adminAction, { failAfterWrite: error })({ email: "expected@example.com" });
    expect(result).toEqual({
      ok: false,
      error: "That e-mail is already on the list.",
      fieldErrors: { email: ["Already an admin"] },
    });
    expect(await adminRow("expected@example.com")).toEqual([]);
    expect(deps.logError).not.toHaveBeenCalled();
  });

  it("keeps a committed change a success when cache or after-commit work fails", async () => {
    const { deps, adminAction } = harness({ kind: "admin", email: "owner@example.com", role: "owner" });
    deps.updateTag.mockImplementation(() => {
      throw new Error("outside a server action");
    });
    const action = adminAction({
      name: "site.refresh",
      schema: z.object({}),
      entity: "site",
      tags: ["menu"],
      run: async () => ({
        result: "done",
        log: [],
        afterCommit: () => {
          throw new Error("file already gone");
        },
      }),
    });
    expect(await action({})).toEqual({ ok: true, data: "done" });
    expect(deps.logError).toHaveBeenCalledTimes(2);
  });

  it("accepts FormData, turning repeated names into arrays", async () => {
    const { adminAction } = harness({ kind: "admin", email: "owner@example.com", role: "owner" });
    const form = new FormData();
    form.append("email", "form@example.com");
    form.append("$ACTION_ID_abc", "");
    expect(await addAdmin(adminAction)(form)).toMatchObject({ ok: true });
    expect(await adminRow("form@example.com")).toHaveLength(1);

    const multi = new FormData();
    multi.append("tag", "a");
    multi.append("tag", "b");
    multi.append("one", "x");
    expect(formDataToObject(multi)).toEqual({ tag: ["a", "b"], one: "x" });
  });

  it("refuses a role without the action's permission, and an action the permission table does not name", async () => {
    const host = harness({ kind: "admin", email: "host@example.com", role: "host" });
    expect(await addAdmin(host.adminAction)({ email: "by-host@example.com" })).toEqual({
      ok: false,
      error: ADMIN_ACTION_MESSAGES.notForRole,
    });
    expect(await adminRow("by-host@example.com")).toEqual([]);
    expect(host.deps.refresh).not.toHaveBeenCalled();

    const owner = harness({ kind: "admin", email: "owner@example.com", role: "owner" });
    const run = vi.fn();
    const unnamed = owner.adminAction({ name: "test.unnamed", schema: z.object({}), entity: "site", run });
    expect(await unnamed({})).toEqual({ ok: false, error: ADMIN_ACTION_MESSAGES.notAuthorised });
    expect(run).not.toHaveBeenCalled();
    expect(owner.deps.verify).not.toHaveBeenCalled();
  });

  it("asks owners for the passkey step on a sensitive action when passkeys are required", async () => {
    const { adminAction } = harness({
      kind: "admin",
      email: "owner@example.com",
      role: "owner",
      passkeysRequired: true,
      secondFactor: false,
    });
    expect(await addAdmin(adminAction)({ email: "needs-passkey@example.com" })).toEqual({
      ok: false,
      error: ADMIN_ACTION_MESSAGES.needsPasskey,
    });
    expect(await adminRow("needs-passkey@example.com")).toEqual([]);
  });
});
