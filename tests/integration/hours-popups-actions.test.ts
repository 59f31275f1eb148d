import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { ADMIN_ACTION_MESSAGES } from "@/lib/actions/admin-action-core";
import {
  createSpecialHoursRun,
  deleteSpecialHours,
  readSpecialForAdmin,
  readWeeklyForAdmin,
  saveWeeklyHours,
  updateSpecialHoursRun,
} from "@/features/opening-times/changes";
import {
  createPopupRun,
  deletePopupRun,
  duplicatePopupRun,
  readPopupForm,
  updatePopupRun,
} from "@/features/popups/changes";
import { readActivePopups } from "@/features/popups/queries";
import { activityLog, popups } from "@/lib/db/schema";
import { weeklyHoursSchema } from "@/features/opening-times/schema";
import { popupIdSchema, popupSchema, type PopupInput } from "@/features/popups/schema";
import { specialHoursIdSchema, specialHoursSchema } from "@/features/opening-times/special-hours-schema";
import { createLocalStorage } from "@/lib/storage/local";
import { draftPopupInput } from "../support/popup-input";
import { OWNER, SIGNED_OUT, withTestDatabase, wrapperAs } from "../support/admin-harness";

const database = withTestDatabase();

const NOW = new Date("2026-11-21T12:00:00Z");
// These tests use no image: nothing is signed or stored.
const POPUP_MEDIA = {
  storage: () => createLocalStorage(path.join(os.tmpdir(), "popups-no-media")),
  secret: () => "popup-test-secret",
};

function harness(kind: "admin" | "signed-out" = "admin") {
  const { deps, adminAction } = wrapperAs(kind === "admin" ? OWNER : SIGNED_OUT, () => database.db);
  const weekly = { entity: "opening_times", tags: ["hours"] } as const;
  const special = { entity: "special_hours", tags: ["hours"] } as const;
  const popup = { entity: "popup", tags: ["popups"] } as const;
  return {
    deps,
    saveWeekly: adminAction({ name: "hours.saveWeekly", schema: weeklyHoursSchema, ...weekly, run: saveWeeklyHours }),
    createSpecial: adminAction({
      name: "hours.createSpecial",
      schema: specialHoursSchema,
      ...special,
      run: createSpecialHoursRun(() => NOW),
    }),
    updateSpecial: adminAction({
      name: "hours.updateSpecial",
      schema: specialHoursSchema,
      ...special,
      run: updateSpecialHoursRun(() => NOW),
    }),
    deleteSpecial: adminAction({
      name: "hours.deleteSpecial",
      schema: specialHoursIdSchema,
      ...special,
      run: deleteSpecialHours,
    }),
    createPopup: adminAction({
      name: "popups.create",
      schema: popupSchema,
      ...popup,
      run: createPopupRun(POPUP_MEDIA),
    }),
    updatePopup: adminAction({
      name: "popups.update",
      schema: popupSchema,
      ...popup,
      run: updatePopupRun(POPUP_MEDIA),
    }),
    duplicatePopup: adminAction({ name: "popups.duplicate", schema: popupIdSchema, ...popup, run: duplicatePopupRun }),
    deletePopup: adminAction({
      name: "popups.delete",
      schema: popupIdSchema,
      ...popup,
      run: deletePopupRun(POPUP_MEDIA),
    }),
  };
}

const logRows = (action: string, entityId?: string) =>
  database.db
    .select()
    .from(activityLog)
    .where(
      entityId
        ? and(eq(activityLog.action, action), eq(activityLog.entityId, entityId))
        : eq(activityLog.action, action),
    );

const week = () =>
  Array.from({ length: 7 }, (_, i) => ({
    day: i + 1,
    isClosed: i === 0,
    openTime1: "17:00",
    closeTime1: "22:00",
    openTime2: "",
    closeTime2: "",
    notes: i === 0 ? "Closed on Mondays" : "",
  }));

describe("weekly hours", () => {
  it("saves all seven days, clears a closed day's times, logs the changed days with before/after and updates the hours tag", async () => {
    const h = harness();
    const first = await h.saveWeekly({ days: week() });
    expect(first.ok).toBe(true);
    const days = week();
    days[5] = { ...days[5]!, openTime1: "12:00", closeTime1: "15:00", openTime2: "17:00", closeTime2: "01:00" };
    const result = await h.saveWeekly({ days });
    expect(result).toEqual({ ok: true, data: { changedDays: ["Saturday"] } });
    const stored = await readWeeklyForAdmin(database.db);
    expect(stored[0]).toMatchObject({
      day: 1,
      isClosed: true,
      openTime1: "",
      closeTime1: "",
      notes: "Closed on Mondays",
    });
    expect(stored[5]).toMatchObject({
      openTime1: "12:00",
      closeTime1: "15:00",
      openTime2: "17:00",
      closeTime2: "01:00",
    });
    const [log] = (await logRows("opening_times.updated")).filter((r) => r.summary.includes("(Saturday)"));
    expect(log).toMatchObject({ actorEmail: "chef@example.com", entity: "opening_times" });
    expect((log!.before as Array<{ closeTime2: string }>)[5]!.closeTime2).toBe("");
    expect((log!.after as Array<{ closeTime2: string }>)[5]!.closeTime2).toBe("01:00");
    expect(h.deps.updateTag).toHaveBeenCalledWith("hours");
  });

  it("refuses overlapping periods with a field error and changes nothing", async () => {
    const h = harness();
    const before = await readWeeklyForAdmin(database.db);
    const days = week();
    days[4] = { ...days[4]!, openTime1: "12:00", closeTime1: "18:00", openTime2: "17:00", closeTime2: "23:00" };
    const result = await h.saveWeekly({ days });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { "days.4.openTime2": ["The second period must start after the first one closes."] },
    });
    expect(await readWeeklyForAdmin(database.db)).toEqual(before);
  });
});

describe("special hours", () => {
  it("adds, refuses a duplicate or past date, edits and deletes, each logged", async () => {
    const h = harness();
    const created = await h.createSpecial({
      date: "2026-12-25",
      isClosed: true,
      openTime1: "",
      closeTime1: "",
      notes: "Christmas Day",
    });
    expect(created.ok).toBe(true);
    const id = created.ok ? created.data.id : "";
    expect(
      await h.createSpecial({ date: "2026-12-25", isClosed: true, openTime1: "", closeTime1: "", notes: "" }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { date: ["There are already special hours for this date. Edit that date instead."] },
    });
    expect(
      await h.createSpecial({ date: "2026-11-20", isClosed: true, openTime1: "", closeTime1: "", notes: "" }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { date: ["Choose today or a later date."] },
    });

    const updated = await h.updateSpecial({
      id,
      date: "2026-12-25",
      isClosed: false,
      openTime1: "12:00",
      closeTime1: "16:00",
      notes: "Christmas lunch",
    });
    expect(updated).toMatchObject({ ok: true, data: { openTime1: "12:00", closeTime1: "16:00", isClosed: false } });
    const { upcoming } = await readSpecialForAdmin(database.db, NOW);
    expect(upcoming.map((r) => r.date)).toEqual(["2026-12-25"]);
    const [log] = await logRows("special_hours.updated", id);
    expect(log!.before).toMatchObject({ isClosed: true, notes: "Christmas Day" });
    expect(log!.after).toMatchObject({ isClosed: false, notes: "Christmas lunch" });

    expect(await h.deleteSpecial({ id })).toEqual({ ok: true, data: { id } });
    expect(await logRows("special_hours.deleted", id)).toHaveLength(1);
    expect(await h.deleteSpecial({ id })).toMatchObject({
      ok: false,
      error: "Those special hours were already removed.",
    });
  });

  it("orders upcoming soonest first and past dates after, most recent first", async () => {
    const h = harness();
    for (const date of ["2026-12-31", "2026-11-21", "2026-12-24"]) {
      expect((await h.createSpecial({ date, isClosed: true, openTime1: "", closeTime1: "", notes: "" })).ok).toBe(true);
    }
    const { upcoming, past } = await readSpecialForAdmin(database.db, new Date("2026-12-25T10:00:00Z"));
    expect(upcoming.map((r) => r.date)).toEqual(["2026-12-31"]);
    expect(past.map((r) => r.date)).toEqual(["2026-12-24", "2026-11-21"]);
  });
});

// The popup these tests save: published on the menu page from a summer evening.
const popupInput = (over: Partial<PopupInput> = {}) =>
  draftPopupInput({
    status: "published",
    startAt: "2026-07-01T18:00",
    priority: 3,
    pages: ["/menu"],
    headline: "Summer menu",
    bodyHtml: "<p>Hello</p>",
    ...over,
  });

describe("popups", () => {
  it("sanitises the body on save, stores London times as instants, and the public read shows it", async () => {
    const h = harness();
    const result = await h.createPopup(
      popupInput({
        bodyHtml: `<p onclick="x()">Hi <strong>there</strong></p><img src=x onerror="alert(1)"><svg><script>alert(2)</script></svg><a href="javascript:alert(3)">bad</a><a href="https://example.com">good</a><iframe src="https://evil.example"></iframe>`,
      }),
    );
    expect(result.ok).toBe(true);
    const id = result.ok ? result.data.id : "";
    const [row] = await database.db.select().from(popups).where(eq(popups.id, id));
    expect(row!.bodyRichtext).toBe(
      '<p>Hi <strong>there</strong></p><span>bad</span><a href="https://example.com/" target="_blank" rel="noopener noreferrer">good</a>',
    );
    // 6pm BST is 5pm UTC.
    expect(row!.startAt?.toISOString()).toBe("2026-07-01T17:00:00.000Z");
    const [log] = await logRows("popup.created", id);
    expect(log!.after).toMatchObject({ headline: "Summer menu", bodyRichtext: row!.bodyRichtext });
    const live = await readActivePopups("2026-07-02T00:00:00.000Z", database.db);
    expect(live.find((p) => p.id === id)?.bodyHtml).toBe(row!.bodyRichtext);
    expect(h.deps.updateTag).toHaveBeenCalledWith("popups");
  });

  it("refuses unsafe call-to-action links; edits, duplicates as a draft and deletes, each logged", async () => {
    const h = harness();
    const bad = await h.createPopup(popupInput({ ctaLabel: "Go", ctaUrl: "javascript:alert(1)" }));
    expect(bad).toMatchObject({ ok: false, fieldErrors: { ctaUrl: [expect.stringContaining("https://")] } });

    const created = await h.createPopup(popupInput({ headline: "Original" }));
    const id = created.ok ? created.data.id : "";
    const edited = await h.updatePopup({
      ...popupInput({ headline: "Edited", ctaLabel: "Book", ctaUrl: "/reservations", startAt: "2026-01-10T09:00" }),
      id,
    });
    expect(edited.ok).toBe(true);
    const form = await readPopupForm(database.db, id);
    expect(form).toMatchObject({ headline: "Edited", ctaUrl: "/reservations", startAt: "2026-01-10T09:00" });
    const [updateLog] = await logRows("popup.updated", id);
    expect(updateLog!.before).toMatchObject({ headline: "Original" });
    expect(updateLog!.after).toMatchObject({ headline: "Edited" });

    const copy = await h.duplicatePopup({ id });
    expect(copy.ok).toBe(true);
    const copyId = copy.ok ? copy.data.id : "";
    expect(await readPopupForm(database.db, copyId)).toMatchObject({
      headline: "Edited (copy)",
      status: "draft",
      ctaUrl: "/reservations",
    });
    expect(await logRows("popup.duplicated", copyId)).toHaveLength(1);

    expect(await h.deletePopup({ id })).toEqual({ ok: true, data: { id } });
    expect(await readPopupForm(database.db, id)).toBeNull();
    expect(await logRows("popup.deleted", id)).toHaveLength(1);
  });

  it("refuses a caller without an admin session, writing nothing", async () => {
    const h = harness("signed-out");
    const before = (await database.db.select().from(activityLog)).length;
    const results = await Promise.all([
      h.saveWeekly({ days: week() }),
      h.createSpecial({ date: "2027-01-01", isClosed: true, openTime1: "", closeTime1: "", notes: "" }),
      h.createPopup(popupInput()),
      h.deletePopup({ id: "00000000-0000-4000-8000-000000000000" }),
    ]);
    for (const r of results) expect(r).toEqual({ ok: false, error: ADMIN_ACTION_MESSAGES.notAuthorised });
    expect((await database.db.select().from(activityLog)).length).toBe(before);
  });
});
