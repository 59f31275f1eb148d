import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  laterRequests,
  latestActivity,
  newEnquiryCounts,
  upcomingReservations,
} from "@/features/dashboard/dashboard-queries";
import { DEFAULT_INBOX_FILTER } from "@/features/enquiries/inbox-params";
import { listInbox } from "@/features/enquiries/inbox-queries";
import { activityLog, enquiries } from "@/lib/db/schema";
import { openTestDatabase, type TestDatabase } from "../support/test-db";

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

type NewEnquiry = typeof enquiries.$inferInsert;
const reservation = (name: string, preferredDate: string, extra: Partial<NewEnquiry> = {}): NewEnquiry => ({
  formType: "reservation",
  status: "requested",
  name,
  email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
  phone: "07700 900123",
  preferredDate,
  preferredTime: "19:30",
  guests: 2,
  sourcePage: "reservations",
  ...extra,
});

describe("dashboard reads", () => {
  it("counts the enquiries waiting for staff per type, and this week's sign-ups, with zero for a type that has none", async () => {
    const db = database.db;
    expect(await newEnquiryCounts(db)).toEqual({ reservation: 0, event: 0, contact: 0, newsletter: 0 });
    await db.insert(enquiries).values([
      reservation("Counted One", "2030-01-10"),
      reservation("Counted Two", "2030-01-11"),
      reservation("In Hand", "2030-01-12", { status: "confirmed" }),
      {
        formType: "contact",
        status: "new",
        name: "Zara",
        email: "zara@example.com",
        message: "Hello",
        sourcePage: "contact",
      },
      {
        formType: "contact",
        status: "closed",
        name: "Omar",
        email: "omar@example.com",
        message: "Hi",
        sourcePage: "contact",
      },
      { formType: "newsletter", status: "subscribed", name: "Nadia", email: "nadia@example.com", sourcePage: "home" },
      {
        formType: "newsletter",
        status: "subscribed",
        name: "Old",
        email: "old@example.com",
        sourcePage: "home",
        createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000),
      },
      { formType: "newsletter", status: "unsubscribed", name: "Gone", email: "gone@example.com", sourcePage: "home" },
    ]);
    expect(await newEnquiryCounts(db)).toEqual({ reservation: 2, event: 0, contact: 1, newsletter: 1 });
  });

  it("lists reservation requests from today for seven London days, in evening order, whatever their status", async () => {
    const db = database.db;
    const today = "2031-03-26"; // the week the clocks go forward: calendar days, not hours
    await db.insert(enquiries).values([
      reservation("Yesterday", "2031-03-25"),
      reservation("Today Late", today, { preferredTime: "21:00" }),
      reservation("Today Early", today, { preferredTime: "17:00", status: "confirmed" }),
      reservation("Sixth Day", "2031-04-01", { guests: 9, status: "declined" }),
      reservation("Seventh Day", "2031-04-02"),
      {
        formType: "event",
        status: "new",
        name: "Not A Table",
        email: "e@example.com",
        preferredDate: today,
        guests: 40,
        eventType: "celebration",
        sourcePage: "events",
      },
    ]);
    const { rows, total } = await upcomingReservations(db, today);
    expect(rows.map((r) => r.name)).toEqual(["Today Early", "Today Late", "Sixth Day"]);
    expect(total).toBe(3);
    expect(rows[0]).toMatchObject({ date: today, time: "17:00:00", guests: 2, status: "confirmed" });
    expect(rows[2]).toMatchObject({ date: "2031-04-01", guests: 9, status: "declined" });
  });

  it("counts the requests booked beyond the week, from the day after it, and the inbox filter finds the same rows", async () => {
    const db = database.db;
    const today = "2034-06-05";
    await db
      .insert(enquiries)
      .values([
        reservation("Week Edge", "2034-06-11"),
        reservation("Just After", "2034-06-12"),
        reservation("Much Later", "2034-09-01"),
        reservation("Later But Confirmed", "2034-06-20", { status: "confirmed" }),
      ]);
    expect(await laterRequests(db, today)).toEqual({ from: "2034-06-12", count: 2 });
    const filter = { ...DEFAULT_INBOX_FILTER, type: "reservation" as const, status: "requested" as const };
    const listed = await listInbox(db, { ...filter, bookedFrom: "2034-06-12", sort: "date", dir: "asc" });
    expect(listed.rows.map((r) => r.name)).toEqual(["Just After", "Much Later"]);
  });

  it("caps the list but still reports how many there are", async () => {
    const db = database.db;
    const today = "2032-05-03";
    await db
      .insert(enquiries)
      .values(
        Array.from({ length: 5 }, (_, i) => reservation(`Busy ${i}`, today, { preferredTime: `1${7 + (i % 3)}:00` })),
      );
    const { rows, total } = await upcomingReservations(db, today, { limit: 3 });
    expect(rows).toHaveLength(3);
    expect(total).toBe(5);
    expect(await upcomingReservations(db, "2033-01-01")).toEqual({ rows: [], total: 0 });
  });

  it("returns the latest activity first, at most the number asked for", async () => {
    const db = database.db;
    expect(await latestActivity(db)).toEqual([]);
    const base = Date.parse("2026-11-20T10:00:00Z");
    await db.insert(activityLog).values(
      Array.from({ length: 10 }, (_, i) => ({
        actorEmail: `admin${i}@example.com`,
        action: "menu_item.updated",
        entity: "menu_item",
        summary: `Change ${i}`,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const latest = await latestActivity(db, 8);
    expect(latest.map((a) => a.summary)).toEqual([
      "Change 9",
      "Change 8",
      "Change 7",
      "Change 6",
      "Change 5",
      "Change 4",
      "Change 3",
      "Change 2",
    ]);
    expect(latest[0]).toMatchObject({ actorEmail: "admin9@example.com", createdAt: new Date(base + 9 * 60_000) });
  });
});
