import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tablesText } from "@/features/reservations/book";
import { readBook } from "@/features/reservations/book-queries";
import { tablesActions } from "@/features/tables/changes";
import { readTablesDay } from "@/features/tables/day-queries";
import { activityLog, bookingTables, enquiries, restaurantTables } from "@/lib/db/schema";
import { insertDemoTables } from "@/lib/db/seed/tables";
import { addDays, londonDateOf } from "@/lib/time/london";
import { withTestDatabase, wrapperAs } from "../support/admin-harness";
import { insertConfirmedBooking } from "../support/bookings";

// The demo room: M1–M2–M3 a chain of four-tops, W1–W2 two-tops, P1–P2 the private room's sixes.
// Time at the table is the default: 3–4 guests two hours, 5 and more two and a half.

const database = withTestDatabase();
const day = addDays(londonDateOf(new Date()), 9);
const ids = new Map<string, string>();

async function room() {
  if (ids.size) return;
  await insertDemoTables(database.db);
  for (const t of await database.db.select().from(restaurantTables)) ids.set(t.name, t.id);
}
const id = (name: string) => ids.get(name)!;

async function booked(
  guests: number,
  time: string,
  tables: string[],
  over: Partial<typeof enquiries.$inferInsert> = {},
) {
  const row = await insertConfirmedBooking(database.db, {
    name: "Bilal Rahman",
    email: "bilal@example.com",
    phone: "07700 900777",
    preferredDate: day,
    preferredTime: time,
    guests,
    ...over,
  });
  if (tables.length)
    await database.db.insert(bookingTables).values(tables.map((t) => ({ enquiryId: row.id, tableId: id(t) })));
  return row;
}

const as = (role: "host" | "editor" = "host") =>
  wrapperAs({ kind: "admin", email: `${role}@example.com`, role }, () => database.db).adminAction(
    tablesActions({ now: () => new Date() }).moveBooking,
  );
const move = (bookingId: string, tables: string[], role?: "host" | "editor") =>
  as(role)({ bookingId, tableIds: tables.map(id) });
const tablesOf = async (bookingId: string) => {
  const rows = await database.db.select().from(bookingTables).where(eq(bookingTables.enquiryId, bookingId));
  const names = new Map([...ids].map(([name, tableId]) => [tableId, name]));
  return rows.map((r) => names.get(r.tableId)).sort();
};

describe("moving a booking to other tables", () => {
  it("before any table is set up, the day view has nothing to draw and says so", async () => {
    expect(await readTablesDay(database.db, day)).toBeNull();
  });

  it("moves a party of four from M1 to M2, logged by table names and the booking's facts, never the guest's", async () => {
    await room();
    const four = await booked(4, "19:00", ["M1"]);
    expect(await move(four.id, ["M2"])).toEqual({ ok: true, data: { id: four.id, tables: "M2" } });
    expect(await tablesOf(four.id)).toEqual(["M2"]);

    const [entry] = await database.db.select().from(activityLog).where(eq(activityLog.action, "enquiry.tables_moved"));
    expect(entry).toMatchObject({
      entity: "enquiry",
      entityId: four.id,
      actorEmail: "host@example.com",
      before: { tables: "table M1" },
      after: { tables: "table M2" },
    });
    expect(entry!.summary).toMatch(
      /^Moved the reservation for 4 guests on .+ at 19:00 \(ref [A-Z0-9-]+\) to table M2$/,
    );
    const logged = JSON.stringify(entry);
    for (const personal of ["Bilal", "Rahman", "bilal@example.com", "900777"]) expect(logged).not.toContain(personal);
  });

  it("refuses a table another booking holds for part of the time, saying when and for how many, without names", async () => {
    const mover = await booked(4, "19:30", ["M1"], { email: "mover@example.com" });
    await booked(4, "19:00", ["M3"], { name: "Sana Iqbal", email: "sana@example.com" });
    const refused = await move(mover.id, ["M3"]);
    expect(refused).toEqual({ ok: false, error: "M3 is taken from 7:00pm to 9:00pm by another booking for 4." });
    expect(await tablesOf(mover.id)).toEqual(["M1"]);
    // The seating ends at 9pm: a party sitting down then takes the table.
    const later = await booked(3, "21:00", ["W1", "W2"], { email: "later@example.com" });
    expect(await move(later.id, ["M3"])).toMatchObject({ ok: true });
  });

  it("refuses a party larger than the tables seat, and tables that are not one joinable chain", async () => {
    const six = await booked(6, "12:00", ["P1"], { email: "six@example.com" });
    expect(await move(six.id, ["M2"])).toEqual({ ok: false, error: "M2 seats 2–4, not 6." });
    expect(await move(six.id, ["W1", "W2"])).toEqual({ ok: false, error: "W1 + W2 seat 2–4, not 6." });
    expect(await move(six.id, ["M1", "M3"])).toEqual({
      ok: false,
      error: "M1 + M3 cannot be pushed together: choose one table, or tables joinable one to the next.",
    });
    expect(await tablesOf(six.id)).toEqual(["P1"]);
    expect(await move(six.id, ["M2", "M1"])).toEqual({ ok: true, data: { id: six.id, tables: "M1 + M2" } });
    expect(await tablesOf(six.id)).toEqual(["M1", "M2"]);
  });

  it("refuses a booking that holds no table, a deleted table, and staff who may not answer guests", async () => {
    const request = await booked(2, "13:00", [], { status: "requested", email: "req@example.com" });
    expect(await move(request.id, ["W3"])).toEqual({
      ok: false,
      error: "Only a confirmed or seated booking holds a table; this one is requested.",
    });
    const pair = await booked(2, "13:00", ["W3"], { email: "pair@example.com" });
    expect(await as()({ bookingId: pair.id, tableIds: ["00000000-0000-4000-8000-000000000000"] })).toEqual({
      ok: false,
      error: "That table no longer exists. Someone may have deleted it meanwhile.",
    });
    expect(await move(pair.id, ["W4"], "editor")).toMatchObject({ ok: false });
    expect(await tablesOf(pair.id)).toEqual(["W3"]);
  });
});

describe("what the book, the printed list and the day view read", () => {
  it("the book's entries carry their tables in one read, a dash where none is recorded", async () => {
    const entries = await readBook(database.db, day, day);
    expect(entries.find((e) => e.name === "Sana Iqbal")!.tables).toEqual(["M3"]);
    expect(tablesText(entries.find((e) => e.guests === 6)!)).toBe("M1 + M2");
    expect(tablesText(entries.find((e) => e.status === "requested")!)).toBe("—");
  });

  it("the day view draws recorded seatings as placed, pencils in the rest, and lists who fits nowhere", async () => {
    const other = addDays(day, 1);
    await booked(2, "19:00", ["W1"], { preferredDate: other, email: "a@example.com" });
    await booked(2, "19:00", [], { preferredDate: other, email: "b@example.com" });
    await booked(14, "19:00", [], { preferredDate: other, email: "c@example.com" });
    const view = (await readTablesDay(database.db, other))!;
    expect(view.bars.map((b) => [b.tables, b.placed])).toEqual([
      ["W1", true],
      ["W2", false],
    ]);
    expect(view.unseated.map((u) => [u.booking.guests, u.reason])).toEqual([
      [14, "The party is larger than any table or set of joinable tables."],
    ]);
    expect(view.scale).toMatchObject({ start: 19 * 60, end: 21 * 60 });
    expect(view.choices[view.bars[0]!.bookingId]!.map((c) => c.label)).toContain("W1 (1–2 seats)");
  });
});
