import { describe, expect, it } from "vitest";
import { popupState, popupsWhereNow, type PopupForStatus } from "@/features/popups/status";
import { isAllowedCtaUrl, isAllowedImageUrl, POPUP_MESSAGES, popupSchema } from "@/features/popups/schema";

describe("call-to-action URL rule", () => {
  it.each(["https://example.com/offer", "http://example.com", "/reservations", "/menu#starters", "/events?x=1"])(
    "accepts %s",
    (url) => {
      expect(isAllowedCtaUrl(url)).toBe(true);
    },
  );
  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,hi",
    "//evil.example",
    "/\\evil.example",
    "reservations",
    "mailto:a@b.c",
    "ftp://x.y",
    "/with space",
    "https://",
  ])("refuses %s", (url) => {
    expect(isAllowedCtaUrl(url)).toBe(false);
  });

  it("image URLs: https or /media/ only", () => {
    expect(isAllowedImageUrl("https://cdn.example.com/a.jpg")).toBe(true);
    expect(isAllowedImageUrl("/media/popups/a.webp")).toBe(true);
    expect(isAllowedImageUrl("http://cdn.example.com/a.jpg")).toBe(false);
    expect(isAllowedImageUrl("/media/../secret")).toBe(false);
    expect(isAllowedImageUrl("/images/a.jpg")).toBe(false);
    expect(isAllowedImageUrl("javascript:alert(1)")).toBe(false);
  });
});

describe("popupSchema", () => {
  const valid = {
    status: "published" as const,
    startAt: "2026-12-01T18:00",
    endAt: "2026-12-24T23:00",
    priority: 5,
    pages: ["/", "/menu"],
    audience: "everyone" as const,
    frequency: "session" as const,
    headline: "Christmas at 47",
    bodyHtml: "<p>Hello</p>",
    imageUrl: "",
    imageAlt: "",
    ctaLabel: "Book",
    ctaUrl: "/reservations",
    dismissible: true,
  };
  const errors = (input: object) => {
    const r = popupSchema.safeParse({ ...valid, ...input });
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("accepts a complete popup", () => {
    expect(errors({})).toEqual({});
  });
  it("needs both parts of the call to action or neither", () => {
    expect(errors({ ctaUrl: "" })).toEqual({ ctaUrl: POPUP_MESSAGES.ctaUrlMissing });
    expect(errors({ ctaLabel: "" })).toEqual({ ctaLabel: POPUP_MESSAGES.ctaLabelMissing });
    expect(errors({ ctaLabel: "", ctaUrl: "" })).toEqual({});
    expect(errors({ ctaUrl: "javascript:alert(1)" })).toEqual({ ctaUrl: POPUP_MESSAGES.ctaUrl });
  });
  it("pages come from the public routes; the end follows the start", () => {
    expect(errors({ pages: [] })).toEqual({ pages: POPUP_MESSAGES.pages });
    expect(errors({ pages: ["/admin"] })).toHaveProperty(["pages.0"]);
    expect(errors({ endAt: "2026-12-01T17:00" })).toEqual({ endAt: POPUP_MESSAGES.endBeforeStart });
    expect(errors({ startAt: "", endAt: "" })).toEqual({});
    expect(errors({ imageUrl: "https://cdn.example.com/a.jpg" })).toEqual({ imageAlt: POPUP_MESSAGES.imageAlt });
  });
});

describe("where a popup shows now", () => {
  const now = new Date("2026-12-10T12:00:00Z");
  const base = (over: Partial<PopupForStatus> & { id: string }): PopupForStatus => ({
    headline: over.id,
    pages: ["/"],
    audience: "everyone",
    priority: 0,
    createdAt: "2026-11-01T00:00:00Z",
    startAt: null,
    endAt: null,
    status: "published",
    ...over,
  });

  it("states: draft, scheduled, live (both bounds inclusive), ended", () => {
    expect(popupState(base({ id: "a", status: "draft" }), now)).toBe("draft");
    expect(popupState(base({ id: "a", startAt: "2026-12-11T00:00:00Z" }), now)).toBe("scheduled");
    expect(popupState(base({ id: "a", startAt: "2026-12-10T12:00:00Z", endAt: "2026-12-10T12:00:00Z" }), now)).toBe(
      "live",
    );
    expect(popupState(base({ id: "a", endAt: "2026-12-10T11:59:00Z" }), now)).toBe("ended");
  });

  it("a higher-priority live popup for the same visitors takes a shared page; others show elsewhere", () => {
    const result = popupsWhereNow(
      [
        base({ id: "low", pages: ["/", "/menu"], priority: 1 }),
        base({ id: "high", headline: "Big news", pages: ["/"], priority: 9 }),
        base({ id: "future", pages: ["/"], priority: 99, startAt: "2027-01-01T00:00:00Z" }),
        base({ id: "draft", pages: ["/"], priority: 99, status: "draft" }),
      ],
      now,
    );
    expect(result.get("low")).toEqual({ state: "live", showsOn: ["/menu"], hiddenOn: [{ page: "/", by: "Big news" }] });
    expect(result.get("high")).toEqual({ state: "live", showsOn: ["/"], hiddenOn: [] });
    expect(result.get("future")).toEqual({ state: "scheduled", showsOn: [], hiddenOn: [] });
    expect(result.get("draft")).toEqual({ state: "draft", showsOn: [], hiddenOn: [] });
  });

  it("equal priority: the newest wins; a popup for new visitors does not hide one for everyone", () => {
    const result = popupsWhereNow(
      [
        base({ id: "older", createdAt: "2026-11-01T00:00:00Z" }),
        base({ id: "newer", createdAt: "2026-11-02T00:00:00Z" }),
        base({ id: "firsttimers", audience: "new", priority: 50, pages: ["/menu"] }),
        base({ id: "all", pages: ["/menu"], priority: 1 }),
        base({ id: "returning", audience: "returning", pages: ["/menu"], priority: 0 }),
      ],
      now,
    );
    expect(result.get("older")?.hiddenOn).toEqual([{ page: "/", by: "newer" }]);
    expect(result.get("newer")?.showsOn).toEqual(["/"]);
    expect(result.get("all")?.showsOn).toEqual(["/menu"]);
    expect(result.get("returning")?.hiddenOn).toEqual([{ page: "/menu", by: "all" }]);
  });
});
