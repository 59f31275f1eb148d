import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { ADMIN_ACTION_MESSAGES, createAdminAction, type AdminActionDeps } from "@/lib/actions/admin-action-core";
import { activityFilterOptions, getActivityEntry, listActivity } from "@/features/activity/queries";
import { activityLog, enquiries, type NewEnquiry } from "@/lib/db/schema";
import { changeEnquiryStatus, deleteEnquiry, saveEnquiryNote } from "@/features/enquiries/changes";

const enquiryActionDefinitions = { changeEnquiryStatus, saveEnquiryNote, deleteEnquiry };
import { enquiriesCsv } from "@/features/enquiries/export";
import { createExportHandler } from "@/features/enquiries/export-handler";
import { londonDateOf } from "@/lib/time/london";
import { DEFAULT_INBOX_FILTER, type InboxFilter } from "@/features/enquiries/inbox-params";
import {
  countNewEnquiries,
  exportInbox,
  getEnquiry,
  listInbox,
  newCountsByTab,
} from "@/features/enquiries/inbox-queries";
import { openTestDatabase, type TestDatabase } from "../support/test-db";
import { insertActivityEntry } from "../support/activity";

let database: TestDatabase;
const ids: Record<string, string> = {};

// London is on BST on 2026-06-30 (UTC+1) and on GMT on 2026-12-01.
const rows: (NewEnquiry & { key: string })[] = [
  {
    key: "amina",
    formType: "reservation",
    status: "requested",
    name: "Amina Khan",
    email: "amina.khan@example.com",
    phone: "07700 900123",
    message: "A birthday, window table",
    preferredDate: "2026-07-10",
    preferredTime: "19:30",
    guests: 4,
    sourcePage: "reservations",
    createdAt: new Date("2026-06-30T23:30:00Z"),
  },
  {
    key: "zoe",
    formType: "event",
    status: "in_discussion",
    name: "Zoë O'Brien",
    email: "zoe@company.co.uk",
    phone: "+44 116 496 0000",
    message: "Corporate dinner for the team",
    preferredDate: "2026-09-01",
    guests: 60,
    eventType: "corporate",
    serviceStyle: "plated",
    sourcePage: "events",
    createdAt: new Date("2026-07-01T10:00:00Z"),
  },
  {
    key: "bilal",
    formType: "contact",
    status: "new",
    name: "Bilal Ahmed",
    email: "bilal@example.org",
    phone: null,
    message: "=cmd|' /C calc'!A0 do you cater?",
    sourcePage: "contact",
    createdAt: new Date("2026-12-01T00:30:00Z"),
  },
  {
    key: "news",
    formType: "newsletter",
    status: "subscribed",
    name: "Sana",
    email: "sana@example.net",
    sourcePage: "home",
    createdAt: new Date("2026-12-02T12:00:00Z"),
  },
  {
    key: "closed",
    formType: "reservation",
    status: "declined",
    name: "Yusuf Malik",
    email: "yusuf@example.com",
    phone: "0116 496 0123",
    message: null,
    preferredDate: "2026-12-24",
    preferredTime: "18:00",
    guests: 2,
    sourcePage: "reservations",
    createdAt: new Date("2026-11-15T18:00:00Z"),
  },
];

beforeAll(async () => {
  database = await openTestDatabase();
  for (const { key, ...row } of rows) {
    const [inserted] = await database.db.insert(enquiries).values(row).returning({ id: enquiries.id });
    ids[key] = inserted!.id;
  }
});
afterAll(async () => {
  await database.dispose();
});

const filter = (f: Partial<InboxFilter>): InboxFilter => ({ ...DEFAULT_INBOX_FILTER, ...f });
const names = async (f: Partial<InboxFilter>) => (await listInbox(database.db, filter(f))).rows.map((r) => r.name);

describe("inbox query", () => {
  it("lists newest first and counts the enquiries waiting for staff per tab (sign-ups never wait)", async () => {
    expect(await names({})).toEqual(["Sana", "Bilal Ahmed", "Yusuf Malik", "Zoë O'Brien", "Amina Khan"]);
    expect(await newCountsByTab(database.db)).toEqual({ all: 2, reservation: 1, event: 0, contact: 1, newsletter: 0 });
    expect(await countNewEnquiries(database.db)).toBe(2);
  });

  it("filters by tab and status", async () => {
    expect(await names({ type: "reservation" })).toEqual(["Yusuf Malik", "Amina Khan"]);
    expect(await names({ status: "in_discussion" })).toEqual(["Zoë O'Brien"]);
    expect(await names({ type: "reservation", status: "declined" })).toEqual(["Yusuf Malik"]);
  });

  it("reads a date range as whole London days, across the clock change", async () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(await names({ from: "2026-07-01", to: "2026-07-01" })).toEqual(["Zoë O'Brien", "Amina Khan"]);
    expect(await names({ to: "2026-06-30" })).toEqual([]);
    expect(await names({ from: "2026-12-01" })).toEqual(["Sana", "Bilal Ahmed"]);
  });

  it("searches names, e-mails, phones (as typed or as digits) and messages by word prefix", async () => {
    expect(await names({ q: "amina" })).toEqual(["Amina Khan"]);
    expect(await names({ q: "KHAN@exam" })).toEqual(["Amina Khan"]);
    expect(await names({ q: "company.co" })).toEqual(["Zoë O'Brien"]);
    expect(await names({ q: "07700900123" })).toEqual(["Amina Khan"]);
    expect(await names({ q: "0116 496 0123" })).toEqual(["Yusuf Malik"]);
    expect(await names({ q: "44 116" })).toEqual(["Zoë O'Brien"]);
    expect(await names({ q: "birth window" })).toEqual(["Amina Khan"]);
    expect(await names({ q: "o'brien" })).toEqual(["Zoë O'Brien"]);
    expect(await names({ q: "=cmd" })).toEqual(["Bilal Ahmed"]);
    expect(await names({ q: "nobody-matches-this" })).toEqual([]);
    expect(await names({ q: "' & | ! ( ) :*" })).toHaveLength(5);
  });

  it("sorts by each column and pages without repeats", async () => {
    expect(await names({ sort: "name", dir: "asc" })).toEqual([
      "Amina Khan",
      "Bilal Ahmed",
      "Sana",
      "Yusuf Malik",
      "Zoë O'Brien",
    ]);
    expect((await names({ sort: "date", dir: "asc" }))[0]).toBe("Amina Khan");
    expect((await names({ sort: "date", dir: "desc" })).slice(0, 3)).toEqual([
      "Yusuf Malik",
      "Zoë O'Brien",
      "Amina Khan",
    ]);
    const page1 = await listInbox(database.db, filter({ page: 1 }), 2);
    const page3 = await listInbox(database.db, filter({ page: 3 }), 2);
    const beyond = await listInbox(database.db, filter({ page: 99 }), 2);
    expect([page1.total, page1.pageCount, page1.rows.length, page3.rows.length]).toEqual([5, 3, 2, 1]);
    expect(beyond.page).toBe(3);
    expect(beyond.rows.map((r) => r.name)).toEqual(page3.rows.map((r) => r.name));
  });

  it("exports the filter as CSV with every column and the formula cell escaped", async () => {
    const all = await exportInbox(database.db, filter({ type: "contact" }));
    const csv = enquiriesCsv(all);
    const [header, line] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(
      "Received,Type,Status,Name,Email,Phone,Preferred date,Preferred time,Guests,Event type,Service style,Message,Source page,Internal note,Handled by,Handled at,Reference",
    );
    expect(line).toContain(`,'=cmd|' /C calc'!A0 do you cater?,`);
    expect(line).toContain("1 Dec 2026, 00:30");
  });

  it("uses the search index when the table is large enough to matter", async () => {
    await database.db.execute(sql`set enable_seqscan = off`);
    const plan = await database.db.execute(
      sql`explain select id from enquiries where search_vector @@ to_tsquery('simple', 'amina:*')`,
    );
    await database.db.execute(sql`set enable_seqscan = on`);
    const text = JSON.stringify(plan);
    expect(text).toContain("enquiries_search_idx");
  });
});

function harness(verdict: Awaited<ReturnType<AdminActionDeps["verify"]>>) {
  const deps = {
    verify: vi.fn(async () => verdict),
    getDb: async () => database.db,
    updateTag: vi.fn(),
    refresh: vi.fn(),
    logError: vi.fn(),
  } satisfies AdminActionDeps;
  return createAdminAction(deps);
}

const logFor = (entityId: string) =>
  database.db.select().from(activityLog).where(eq(activityLog.entityId, entityId)).orderBy(activityLog.createdAt);

describe("enquiry actions", () => {
  const asAdmin = harness({ kind: "admin", email: "owner@example.com", role: "owner" });

  it.each([
    ["signed out", { kind: "signed-out" } as const],
    ["not an admin", { kind: "not-admin", email: "guest@example.com" } as const],
  ])("every action refuses a caller who is %s, changing nothing", async (_label, verdict) => {
    const refused = harness(verdict);
    const id = ids.amina!;
    const inputs = {
      changeEnquiryStatus: { id, status: "confirmed" },
      saveEnquiryNote: { id, note: "x" },
      deleteEnquiry: { id },
    } as const;
    for (const [key, def] of Object.entries(enquiryActionDefinitions)) {
      const action = refused(def as never) as (input: unknown) => Promise<unknown>;
      expect(await action(inputs[key as keyof typeof inputs])).toEqual({
        ok: false,
        error: ADMIN_ACTION_MESSAGES.notAuthorised,
      });
    }
    expect(await getEnquiry(database.db, id)).toMatchObject({ status: "requested", internalNote: null });
    expect(await logFor(id)).toEqual([]);
  });

  it("changes the status, records who handled it, and logs without personal data", async () => {
    const id = ids.amina!;
    const change = asAdmin(enquiryActionDefinitions.changeEnquiryStatus);
    expect(await change({ id, status: "confirmed" })).toEqual({ ok: true, data: { status: "confirmed", table: null } });
    expect(await getEnquiry(database.db, id)).toMatchObject({
      status: "confirmed",
      handledBy: "owner@example.com",
      handledAt: expect.any(Date),
    });
    expect(await change({ id, status: "confirmed" })).toEqual({ ok: true, data: { status: "confirmed", table: null } });
    const log = await logFor(id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: "enquiry.status_changed",
      entity: "enquiry",
      actorEmail: "owner@example.com",
      before: { status: "requested" },
      after: { status: "confirmed" },
    });
    expect(log[0]!.summary).toMatch(
      /^Marked the reservation for 4 guests on Fri 10 Jul 2026 at 19:30 \(ref [0-9A-F]{8}\) as confirmed$/,
    );
    expect(log[0]!.summary).not.toMatch(/Amina|Khan|07700/);
    expect(await change({ id, status: "done" as never })).toMatchObject({
      ok: false,
      fieldErrors: { status: ["Please choose one of the statuses offered"] },
    });
    // A status of another kind of enquiry is refused, and the row keeps its own.
    expect(await change({ id, status: "replied" })).toEqual({
      ok: false,
      error: "A reservation enquiry cannot be marked replied.",
    });
    expect((await getEnquiry(database.db, id))?.status).toBe("confirmed");
    expect(await logFor(id)).toHaveLength(1);
  });

  it("saves, edits and clears the internal note", async () => {
    const id = ids.zoe!;
    const save = asAdmin(enquiryActionDefinitions.saveEnquiryNote);
    expect(await save({ id, note: "  Called back, deposit taken  " })).toEqual({
      ok: true,
      data: { note: "Called back, deposit taken" },
    });
    expect((await getEnquiry(database.db, id))?.internalNote).toBe("Called back, deposit taken");
    expect(await save({ id, note: "" })).toEqual({ ok: true, data: { note: null } });
    expect(await save({ id, note: "x".repeat(2001) })).toMatchObject({
      ok: false,
      fieldErrors: { note: ["Please keep the note to 2000 characters or fewer"] },
    });
    const log = await logFor(id);
    expect(log.map((l) => l.summary.replace(/ \(ref [0-9A-F]{8}\)$/, ""))).toEqual([
      "Added a note to the event enquiry for 60 guests on Tue 1 Sept 2026",
      "Removed the note from the event enquiry for 60 guests on Tue 1 Sept 2026",
    ]);
    expect(JSON.stringify(log)).not.toContain("deposit");
  });

  it("deletes (erasure): the row is gone and the log keeps no personal data", async () => {
    const id = ids.bilal!;
    const del = asAdmin(enquiryActionDefinitions.deleteEnquiry);
    expect(await del({ id })).toEqual({ ok: true, data: { id } });
    expect(await getEnquiry(database.db, id)).toBeNull();
    expect(await del({ id })).toEqual({ ok: false, error: "That enquiry no longer exists. It may have been deleted." });
    const [entry] = await logFor(id);
    expect(entry).toMatchObject({ action: "enquiry.deleted", after: null, before: { type: "contact", status: "new" } });
    expect(JSON.stringify(entry)).not.toMatch(/Bilal|bilal@|cater/);
  });
});

describe("activity log", () => {
  it("refuses to change or remove a row, whoever asks", async () => {
    const row = await insertActivityEntry(database.db);
    await expect(
      database.db.update(activityLog).set({ summary: "rewritten" }).where(eq(activityLog.id, row.id)),
    ).rejects.toThrow();
    await expect(database.db.delete(activityLog).where(eq(activityLog.id, row.id))).rejects.toThrow();
    await expect(database.db.execute(sql`truncate activity_log`)).rejects.toThrow();
    expect(await getActivityEntry(database.db, row.id)).toMatchObject({ summary: "Updated a dish" });
  });

  it("lists newest first and filters by person, section and London day", async () => {
    const all = await listActivity(database.db, { actor: null, entity: null, from: null, to: null, page: 1 });
    expect(all.rows[0]!.actorEmail).toBe("manager@example.com");
    expect(all.total).toBeGreaterThanOrEqual(5);
    const mine = await listActivity(database.db, {
      actor: "owner@example.com",
      entity: "enquiry",
      from: null,
      to: null,
      page: 1,
    });
    expect(mine.rows.every((r) => r.actorEmail === "owner@example.com" && r.entity === "enquiry")).toBe(true);
    expect(mine.total).toBe(4);
    const today = await listActivity(database.db, {
      actor: null,
      entity: null,
      from: londonDateOf(new Date()),
      to: londonDateOf(new Date()),
      page: 1,
    });
    expect(today.total).toBe(all.total);
    const past = await listActivity(database.db, {
      actor: null,
      entity: null,
      from: "2020-01-01",
      to: "2020-12-31",
      page: 1,
    });
    expect(past.total).toBe(0);
    expect(await activityFilterOptions(database.db)).toEqual({
      actors: ["manager@example.com", "owner@example.com"],
      entities: ["enquiry", "menu_item"],
    });
  });
});

describe("CSV export route", () => {
  const handler = (verdict: Awaited<ReturnType<AdminActionDeps["verify"]>>) =>
    createExportHandler({ verify: async () => verdict, getDb: async () => database.db, logError: vi.fn() });
  const url = "http://localhost/admin/enquiries/export?type=reservation";

  it("answers 401 when signed out and 403 for a non-admin, with no data and no log row", async () => {
    const before = (await database.db.select().from(activityLog).where(eq(activityLog.action, "enquiry.exported")))
      .length;
    const signedOut = await handler({ kind: "signed-out" })(new Request(url));
    const notAdmin = await handler({ kind: "not-admin", email: "guest@example.com" })(new Request(url));
    expect([signedOut.status, notAdmin.status]).toEqual([401, 403]);
    expect(await signedOut.text()).not.toContain("@");
    expect(await notAdmin.text()).not.toContain("Yusuf");
    expect(
      (await database.db.select().from(activityLog).where(eq(activityLog.action, "enquiry.exported"))).length,
    ).toBe(before);
  });

  it("sends the filtered enquiries as a UTF-8 CSV with a BOM and logs the export", async () => {
    const res = await handler({ kind: "admin", email: "owner@example.com", role: "owner" })(
      new Request(`${url}&status=declined`),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="enquiries-reservation-declined-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("Yusuf Malik");
    const [entry] = await database.db.select().from(activityLog).where(eq(activityLog.action, "enquiry.exported"));
    expect(entry).toMatchObject({
      actorEmail: "owner@example.com",
      summary: "Exported 1 reservation enquiry to CSV (status declined)",
    });
  });
});
