import { describe, expect, it } from "vitest";
import {
  ENQUIRY_STATUSES,
  STATUSES_BY_TYPE,
  STATUS_LABELS,
  initialStatus,
  isAwaiting,
  isHandled,
  isStatusOf,
  statusesOffered,
} from "@/lib/db/schema/enquiry-statuses";

describe("enquiry statuses", () => {
  it("start each kind of enquiry in its own first status", () => {
    const first = { reservation: "requested", event: "new", contact: "new", newsletter: "subscribed" } as const;
    for (const [kind, status] of Object.entries(first)) {
      expect(initialStatus(kind as keyof typeof first), kind).toBe(status);
    }
  });

  it("list every status once, with a label", () => {
    const all = Object.values(STATUSES_BY_TYPE).flat();
    expect(new Set(ENQUIRY_STATUSES)).toEqual(new Set(all));
    expect(ENQUIRY_STATUSES).toHaveLength(new Set(ENQUIRY_STATUSES).size);
    for (const s of ENQUIRY_STATUSES) expect(STATUS_LABELS[s]).toMatch(/^[A-Z]/);
  });

  it("know which statuses belong to which kind", () => {
    expect(isStatusOf("reservation", "seated")).toBe(true);
    expect(isStatusOf("contact", "confirmed")).toBe(false);
    expect(isStatusOf("newsletter", "new")).toBe(false);
    expect(isStatusOf("event", "in_discussion")).toBe(true);
  });

  it("count only requests and new messages as waiting for staff", () => {
    expect(ENQUIRY_STATUSES.filter(isAwaiting)).toEqual(["requested", "new"]);
    expect(isHandled("confirmed")).toBe(true);
    expect(isHandled("requested")).toBe(false);
    expect(isHandled("subscribed")).toBe(false);
    expect(isHandled("unsubscribed")).toBe(true);
  });

  it("offer seated and no-show only from the booked day on", () => {
    expect(statusesOffered("reservation", "confirmed", "2026-12-24", "2026-12-23")).toEqual([
      "requested",
      "declined",
      "cancelled",
    ]);
    expect(statusesOffered("reservation", "confirmed", "2026-12-24", "2026-12-24")).toEqual([
      "requested",
      "declined",
      "cancelled",
      "seated",
      "no_show",
    ]);
    expect(statusesOffered("reservation", "requested", null, "2026-12-24")).toEqual([
      "confirmed",
      "declined",
      "cancelled",
    ]);
    expect(statusesOffered("contact", "new", null, "2026-12-24")).toEqual(["replied", "closed"]);
    expect(statusesOffered("newsletter", "subscribed", null, "2026-12-24")).toEqual(["unsubscribed"]);
  });
});
