import { describe, expect, it, vi } from "vitest";
import { count, eq } from "drizzle-orm";
import { createAdminAction } from "@/lib/actions/admin-action-core";
import { activityLog, siteSettings } from "@/lib/db/schema";
import { changeEnquiryStatus } from "@/features/enquiries/changes";
import { getEnquiry } from "@/features/enquiries/inbox-queries";
import { depsAs, withTestDatabase } from "../support/admin-harness";
import { insertConfirmedBooking } from "../support/bookings";

const database = withTestDatabase();

const logCount = async (entityId: string) =>
  (await database.db.select({ n: count() }).from(activityLog).where(eq(activityLog.entityId, entityId)))[0]!.n;

describe("marking a reservation seated or a no-show", () => {
  it("refuses a no-show before the booking's time and grace, and seated before its day, with the reason", async () => {
    const { id } = await insertConfirmedBooking(database.db, {
      name: "Late Guest",
      email: "late.guest@example.com",
      preferredDate: "2026-12-24",
      preferredTime: "19:30",
    });
    const change = createAdminAction(
      depsAs({ kind: "admin", email: "host@example.com", role: "host" }, () => database.db),
    )(changeEnquiryStatus);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-12-23T21:00:00Z"));
      expect(await change({ id, status: "seated" })).toEqual({
        ok: false,
        error: "Seated can be marked from the booking's day, Thursday 24 December 2026.",
      });
      vi.setSystemTime(new Date("2026-12-24T13:29:00Z"));
      expect(await change({ id, status: "no_show" })).toEqual({
        ok: false,
        error: "No-show can be marked from 19:45 on Thursday 24 December 2026, 15 minutes after the booking's time.",
      });
      await database.db.insert(siteSettings).values({ key: "bookings", value: { noShowGraceMinutes: 30 } });
      vi.setSystemTime(new Date("2026-12-24T19:50:00Z"));
      expect(await change({ id, status: "no_show" })).toMatchObject({ ok: false, error: /from 20:00 .* 30 minutes/ });
      expect((await getEnquiry(database.db, id))?.status).toBe("confirmed");
      expect(await logCount(id)).toBe(0);
      vi.setSystemTime(new Date("2026-12-24T20:00:00Z"));
      expect(await change({ id, status: "no_show" })).toEqual({ ok: true, data: { status: "no_show", table: null } });
      expect(await change({ id, status: "seated" })).toEqual({ ok: true, data: { status: "seated", table: null } });
    } finally {
      vi.useRealTimers();
      await database.db.delete(siteSettings).where(eq(siteSettings.key, "bookings"));
    }
  });
});
