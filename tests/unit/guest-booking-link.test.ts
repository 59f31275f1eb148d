import { describe, expect, it } from "vitest";
import { signRecordLink, verifyRecordLink } from "@/lib/security/signed-link";
import { bookingIdOfToken, bookingToken, manageBookingUrl, manageLinksOf } from "@/features/enquiries/booking-link";
import { describeGuestChange, guestMarkOf } from "@/features/enquiries/guest-marks";
import {
  appendGuestNote,
  intentsAllowed,
  linkState,
  statusAfterGuestChange,
} from "@/features/reservations/guest-booking";

const SECRET = "unit-secret-0123456789abcdef0123456789";
const ID = "0f6c1e4e-0000-4000-8000-000000000001";
const OTHER = "0f6c1e4e-0000-4000-8000-000000000002";

describe("a guest's booking link", () => {
  it("opens the booking it was made for", () => {
    expect(bookingIdOfToken(SECRET, bookingToken(SECRET, ID))).toBe(ID);
    expect(manageBookingUrl("https://47.test", SECRET, ID)).toBe(`https://47.test/booking/${bookingToken(SECRET, ID)}`);
  });

  it.each([
    ["forged with another secret", () => bookingToken("another-secret-0123456789abcdef", ID)],
    ["pointed at another booking", () => `${OTHER}.${bookingToken(SECRET, ID).split(".")[1]}`],
    ["with its signature altered", () => `${bookingToken(SECRET, ID).slice(0, -2)}xy`],
    ["cut short", () => bookingToken(SECRET, ID).slice(0, 50)],
    ["without a signature", () => ID],
    ["made for another purpose", () => signRecordLink(SECRET, "newsletter-unsubscribe", ID)],
    ["empty", () => ""],
    ["absurdly long", () => `${ID}.${"a".repeat(500)}`],
    ["not an id", () => `../../admin.${bookingToken(SECRET, ID).split(".")[1]}`],
  ])("is refused when %s", (_, token) => {
    expect(bookingIdOfToken(SECRET, token())).toBeNull();
  });

  it("signs for one purpose at a time", () => {
    const token = signRecordLink(SECRET, "waitlist-offer", ID);
    expect(verifyRecordLink(SECRET, "waitlist-offer", token)).toBe(ID);
    expect(verifyRecordLink(SECRET, "manage-booking", token)).toBeNull();
  });

  it("goes only into a reservation's e-mails", () => {
    const config = { siteUrl: "https://47.test", secret: SECRET };
    expect(manageLinksOf({ id: ID, formType: "reservation" }, config)).toEqual([
      { label: "Manage your booking", url: manageBookingUrl(config.siteUrl, SECRET, ID) },
    ]);
    expect(manageLinksOf({ id: ID, formType: "event" }, config)).toEqual([]);
  });
});

describe("what a guest's link may still do", () => {
  const booking = (status: "requested" | "confirmed" | "cancelled" | "declined" | "seated", date = "2026-12-04") => ({
    status,
    preferredDate: date,
    guestConfirmedAt: null,
  });

  it("works until the end of the booking's day", () => {
    expect(linkState(booking("confirmed"), "2026-12-04")).toBe("open");
    expect(linkState(booking("confirmed"), "2026-12-05")).toBe("expired");
  });

  it("lets a waiting or confirmed booking be changed, noted and cancelled; only a confirmed one be confirmed by the guest", () => {
    expect(intentsAllowed(booking("requested"), "2026-12-01")).toEqual(["change", "note", "cancel"]);
    expect(intentsAllowed(booking("confirmed"), "2026-12-01")).toEqual(["coming", "change", "note", "cancel"]);
    expect(intentsAllowed({ ...booking("confirmed"), guestConfirmedAt: new Date() }, "2026-12-01")).not.toContain(
      "coming",
    );
  });

  it.each(["cancelled", "declined", "seated"] as const)("does nothing to a %s booking", (status) => {
    expect(intentsAllowed(booking(status), "2026-12-01")).toEqual([]);
  });

  it("sends a changed confirmed booking back to staff", () => {
    expect(statusAfterGuestChange("confirmed")).toBe("requested");
    expect(statusAfterGuestChange("requested")).toBe("requested");
  });

  it("describes a change as before → after", () => {
    expect(
      describeGuestChange({
        from: { date: "2026-12-04", time: "19:00", guests: 2 },
        to: { date: "2026-12-05", time: "20:30", guests: 4 },
      }),
    ).toBe("2 on Fri 4 Dec at 19:00 → 4 on Sat 5 Dec at 20:30");
  });

  it("adds a note below the booking's notes, and refuses one that would overflow them", () => {
    expect(appendGuestNote(null, "Nut allergy", 100)).toBe("Nut allergy");
    expect(appendGuestNote("Window seat", "Nut allergy", 100)).toBe("Window seat\n\nNut allergy");
    expect(appendGuestNote("x".repeat(95), "Nut allergy", 100)).toBeNull();
  });
});

describe("what staff see of a guest's answers", () => {
  const facts = {
    status: "confirmed" as const,
    guestConfirmedAt: null,
    guestChangedAt: null,
    guestChange: null,
    guestCancelledAt: null,
  };
  const change = {
    from: { date: "2026-12-04", time: "19:00", guests: 2 },
    to: { date: "2026-12-04", time: "20:00", guests: 2 },
  };

  it("marks a guest's confirmation, change and cancellation, and nothing else", () => {
    expect(guestMarkOf(facts)).toBeNull();
    expect(guestMarkOf({ ...facts, guestConfirmedAt: new Date() })?.label).toBe("Guest confirmed");
    expect(guestMarkOf({ ...facts, status: "requested", guestChangedAt: new Date(), guestChange: change })).toEqual({
      kind: "changed",
      label: "Changed by guest",
      detail: "2 on Fri 4 Dec at 19:00 → 2 on Fri 4 Dec at 20:00",
    });
    expect(guestMarkOf({ ...facts, status: "cancelled", guestCancelledAt: new Date() })?.label).toBe(
      "Cancelled by guest",
    );
    expect(guestMarkOf({ ...facts, status: "cancelled" })).toBeNull();
  });
});
