import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { saveTableTimes } from "@/features/settings/changes";
import { DEFAULT_SITE_SETTINGS } from "@/features/settings/defaults";
import { readSiteSettings } from "@/features/settings/read";
import { tableTimesSchema } from "@/features/settings/schema";
import { tablesActions } from "@/features/tables/changes";
import { bestFit } from "@/features/tables/fitting";
import { readTablesForAdmin } from "@/features/tables/admin-queries";
import { activityLog, bookingTables, restaurantTableJoins, restaurantTables } from "@/lib/db/schema";
import { insertDemoTables } from "@/lib/db/seed/tables";
import { OWNER, withTestDatabase, wrapperAs } from "../support/admin-harness";
import { insertConfirmedBooking } from "../support/bookings";

const database = withTestDatabase();
const NOW = new Date("2026-12-01T12:00:00Z");

function harness() {
  const { deps, adminAction } = wrapperAs(OWNER, () => database.db);
  const defs = tablesActions({ now: () => NOW });
  return {
    deps,
    save: adminAction(defs.saveTable),
    move: adminAction(defs.moveTable),
    remove: adminAction(defs.deleteTable),
    times: adminAction({
      name: "settings.saveTableTimes",
      schema: tableTimesSchema,
      entity: "site_settings",
      run: saveTableTimes,
    }),
  };
}

const byName = async (name: string) => (await readTablesForAdmin(database.db)).find((t) => t.name === name)!;
const entries = (action: string) =>
  database.db.select().from(activityLog).where(eq(activityLog.action, action)).orderBy(activityLog.createdAt);
const table = (name: string, over: Partial<{ seatsMin: number; seatsMax: number; joinableWith: string[] }> = {}) => ({
  name,
  area: "Main room",
  seatsMin: 2,
  seatsMax: 4,
  joinableWith: [],
  ...over,
});

describe("the tables admin", () => {
  it("adds tables on the plan's first free places, with their joinable pairs stored once", async () => {
    const { save, deps } = harness();
    expect(await save(table("A1"))).toMatchObject({ ok: true });
    const a1 = await byName("A1");
    expect(await save(table("A2", { joinableWith: [a1.id] }))).toMatchObject({ ok: true });
    const [first, second] = [await byName("A1"), await byName("A2")];
    expect([first.x, first.y, second.x, second.y]).toEqual([0, 0, 1, 0]);
    expect(first.joinableWith).toEqual([second.id]);
    expect(second.joinableWith).toEqual([first.id]);
    expect(await database.db.select().from(restaurantTableJoins)).toHaveLength(1);
    expect(deps.updateTag).toHaveBeenCalledWith("booking");
    const [added] = await entries("restaurant_table.created");
    expect(added).toMatchObject({ summary: "Added table “A1” (Main room, 2–4 seats)", entity: "restaurant_table" });
  });

  it("refuses a name another table has, whatever its case, and seats fewer than the fewest", async () => {
    const { save } = harness();
    const taken = await save(table("a1"));
    expect(taken).toMatchObject({ ok: false, fieldErrors: { name: ["Another table already has that name."] } });
    const upsideDown = await save(table("A3", { seatsMin: 5, seatsMax: 4 }));
    expect(upsideDown).toMatchObject({ ok: false, fieldErrors: { seatsMax: [expect.any(String)] } });
  });

  it("edits a table and replaces its joins, logging what changed", async () => {
    const { save } = harness();
    await save(table("A3"));
    const [a2, a3] = [await byName("A2"), await byName("A3")];
    const edited = await save({ ...table("A2", { seatsMax: 6, joinableWith: [a3.id] }), id: a2.id });
    expect(edited).toMatchObject({ ok: true });
    expect((await byName("A2")).joinableWith).toEqual([a3.id]);
    expect((await byName("A1")).joinableWith).toEqual([]);
    const [entry] = await entries("restaurant_table.updated");
    expect(entry).toMatchObject({
      before: { seats: "2–4 seats", joinableWith: ["A1"] },
      after: { seats: "2–6 seats", joinableWith: ["A3"] },
    });
    // Saving the same values again changes nothing and logs nothing.
    await save({ ...table("A2", { seatsMax: 6, joinableWith: [a3.id] }), id: a2.id });
    expect(await entries("restaurant_table.updated")).toHaveLength(1);
  });

  it("moves a table to a free place and refuses one another table stands on", async () => {
    const { move } = harness();
    const [a1, a2] = [await byName("A1"), await byName("A2")];
    expect(await move({ id: a1.id, x: 1, y: 0 })).toEqual({
      ok: false,
      error: "Table “A2” is already there. Choose a free place, or move it first.",
    });
    expect(await move({ id: a1.id, x: 11, y: 7 })).toMatchObject({ ok: true });
    expect(await byName("A1")).toMatchObject({ x: 11, y: 7 });
    expect(a2).toMatchObject({ x: 1, y: 0 });
    const [moved] = await entries("restaurant_table.moved");
    expect(moved!.summary).toBe("Moved table “A1” to column 12, row 8");
    expect(await move({ id: a1.id, x: 12, y: 0 })).toMatchObject({
      ok: false,
      fieldErrors: { x: [expect.any(String)] },
    });
  });

  it("refuses to delete a table seated for a booking still to come, and deletes one seated only in the past", async () => {
    const { remove } = harness();
    const a3 = await byName("A3");
    const ahead = await insertConfirmedBooking(database.db, { preferredDate: "2026-12-05", preferredTime: "19:00" });
    const past = await insertConfirmedBooking(database.db, { preferredDate: "2026-11-20", preferredTime: "19:00" });
    await database.db.insert(bookingTables).values([
      { enquiryId: ahead.id, tableId: a3.id },
      { enquiryId: past.id, tableId: a3.id },
    ]);
    expect(await remove({ id: a3.id })).toEqual({
      ok: false,
      error: "Table “A3” has a booking from today on. Move it to another table first.",
    });
    await database.db.delete(bookingTables).where(eq(bookingTables.enquiryId, ahead.id));
    expect(await remove({ id: a3.id })).toMatchObject({ ok: true });
    expect(await database.db.select().from(restaurantTables).where(eq(restaurantTables.id, a3.id))).toEqual([]);
    expect((await byName("A2")).joinableWith).toEqual([]);
    expect(await remove({ id: a3.id })).toMatchObject({
      ok: false,
      error: expect.stringContaining("no longer exists"),
    });
  });
});

describe("the demo room", () => {
  it("is left alone when tables exist, and seats a six at the six and twelve at the joined private room", async () => {
    await insertDemoTables(database.db);
    expect((await readTablesForAdmin(database.db)).map((t) => t.name)).toEqual(["A1", "A2"]);
    await database.db.delete(restaurantTables);
    await insertDemoTables(database.db);
    const rows = await readTablesForAdmin(database.db);
    expect(rows).toHaveLength(12);
    const room = {
      tables: rows,
      joins: (await database.db.select().from(restaurantTableJoins)).map((j) => [j.tableA, j.tableB] as const),
    };
    expect(room.joins).toHaveLength(5);
    const names = (fit: ReturnType<typeof bestFit>) =>
      fit.ok ? fit.option.tableIds.map((id) => rows.find((r) => r.id === id)!.name).sort() : fit.reason;
    expect(names(bestFit(room, [], { partySize: 6, start: 1140, duration: 150 }))).toEqual(["M6"]);
    expect(names(bestFit(room, [], { partySize: 12, start: 1140, duration: 150 }))).toEqual(["P1", "P2"]);
  });
});

describe("time at the table", () => {
  it("reads as the default until saved, then as saved", async () => {
    const { times } = harness();
    expect((await readSiteSettings(database.db)).tableTimes).toEqual(DEFAULT_SITE_SETTINGS.tableTimes);
    const custom = { smallUpTo: 2, smallMinutes: 105, mediumUpTo: 5, mediumMinutes: 135, largeMinutes: 180 };
    expect(await times(custom)).toMatchObject({ ok: true, data: { changed: true } });
    expect((await readSiteSettings(database.db)).tableTimes).toEqual(custom);
    expect(await times({ ...custom, mediumUpTo: 1 })).toMatchObject({ ok: false });
  });
});
