import { describe, expect, it } from "vitest";
import {
  freedTableText,
  slotWaitlist,
  statusAt,
  waitlistRows,
  type WaitlistItem,
} from "@/features/reservations/waitlist";
import { slotTakesNoMore, waitlistPrefill } from "@/features/reservations/waitlist-schema";

const now = new Date("2026-12-01T18:00:00Z");
let n = 0;
const entry = (over: Partial<WaitlistItem>): WaitlistItem => ({
  id: `id-${++n}`,
  time: "19:00",
  party: 2,
  name: "Guest",
  email: "guest@example.com",
  phone: "07700 900123",
  status: "waiting",
  offerExpiresAt: null,
  createdAt: new Date(now.getTime() - 60_000 * (100 - n)),
  ...over,
});

describe("a slot's waitlist", () => {
  it("a party waits only where the limit leaves it no room", () => {
    expect(slotTakesNoMore(null, 40, 2)).toBe(false);
    expect(slotTakesNoMore(8, 6, 2)).toBe(false);
    expect(slotTakesNoMore(8, 7, 2)).toBe(true);
  });

  it("an offer past its time reads as expired", () => {
    expect(statusAt({ status: "offered", offerExpiresAt: new Date(now.getTime() - 1) }, now)).toBe("expired");
    expect(statusAt({ status: "offered", offerExpiresAt: new Date(now.getTime() + 1) }, now)).toBe("offered");
    expect(statusAt({ status: "waiting", offerExpiresAt: null }, now)).toBe("waiting");
  });

  it("freed covers less live offers decide who fits, oldest first; staff read how many wait", () => {
    const first = entry({ party: 4 });
    const second = entry({ party: 2 });
    const third = entry({ party: 1, status: "expired" });
    const offered = entry({ party: 1, status: "offered", offerExpiresAt: new Date(now.getTime() + 3600_000) });
    const lapsed = entry({ party: 6, status: "offered", offerExpiresAt: new Date(now.getTime() - 1) });
    const gone = entry({ status: "withdrawn" });
    const elsewhere = entry({ time: "20:00" });
    const w = slotWaitlist("19:00", [first, second, third, offered, lapsed, gone, elsewhere], 10, 6, now);
    expect(w.free).toBe(3);
    expect(w.fitting).toEqual([second.id, third.id]);
    expect(w.entries.map((e) => e.id)).toEqual([first.id, second.id, third.id, offered.id, lapsed.id]);
    expect(freedTableText(w)).toBe("A table for up to 3 freed at 19:00: 2 waiting");
    const rows = waitlistRows(w);
    expect(rows.find((r) => r.id === lapsed.id)).toMatchObject({ status: "Offer lapsed", fits: false });
    expect(rows.find((r) => r.id === offered.id)).toMatchObject({ status: "Offered", detail: "until 19:00" });
  });

  it("with tables set up, offers only to parties a free table seats, and says a table is free", () => {
    const pair = entry({ party: 2 });
    const four = entry({ party: 4 });
    const w = slotWaitlist("19:00", [four, pair], null, 0, now, (party) => party <= 2);
    expect(w.fitting).toEqual([pair.id]);
    expect(freedTableText(w)).toBe("A table is free at 19:00 now: 1 waiting");
    expect(freedTableText(slotWaitlist("19:00", [four], null, 0, now, () => false))).toBeNull();
  });

  it("says nothing while no one waiting fits", () => {
    const w = slotWaitlist("19:00", [entry({ party: 4 })], 10, 8, now);
    expect(w.fitting).toEqual([]);
    expect(freedTableText(w)).toBeNull();
  });

  it("takes a link's date, time and party only when each looks like one", () => {
    expect(waitlistPrefill({ date: "2026-12-12", time: "19:00", guests: "4" })).toEqual({
      date: "2026-12-12",
      time: "19:00",
      guests: "4",
    });
    expect(waitlistPrefill({ date: "12/12/2026", time: "<b>", guests: "9+" })).toBeNull();
    expect(waitlistPrefill({ date: ["2026-12-12", "x"] })).toEqual({ date: "2026-12-12" });
  });
});
