import { describe, expect, it } from "vitest";
import { nameForAcknowledgement } from "@/features/enquiries/guest-email";
import { formatEnquiryEmail, type EnquiryNotice } from "@/features/enquiries/staff-notice";

// A whole enquiry as the form stores it: the reservation case starts from it and changes what makes it one.
const eventEnquiry: EnquiryNotice = {
  id: "0f6c1e4e-0000-4000-8000-000000000001",
  formType: "event",
  name: "Bilal Ahmed",
  email: "bilal@example.com",
  phone: null,
  message: "Sixtieth birthday, vegetarian options please.",
  preferredDate: "2026-09-01",
  preferredTime: null,
  guests: 45,
  eventType: "celebration",
  serviceStyle: "plated",
  sourcePage: "events",
  createdAt: new Date("2026-06-14T12:00:00Z"),
};

describe("staff notification e-mail", () => {
  it("names the enquiry in the subject and lists every field", () => {
    const { subject, text } = formatEnquiryEmail(eventEnquiry);
    expect(subject).toBe("Private event enquiry — Bilal Ahmed — 2026-09-01 — 45 guests");
    for (const line of [
      "Name: Bilal Ahmed",
      "Email: bilal@example.com",
      "Phone: —",
      "Preferred date: 2026-09-01",
      "Guests: 45",
      "Event type: celebration",
      "Service style: plated",
      "Source page: events",
      "Received: 2026-06-14T12:00:00.000Z",
      "Reference: 0f6c1e4e-0000-4000-8000-000000000001",
      "Sixtieth birthday, vegetarian options please.",
    ]) {
      expect(text).toContain(line);
    }
  });

  it("shows a reservation's time without seconds", () => {
    const { subject, text } = formatEnquiryEmail({
      ...eventEnquiry,
      formType: "reservation",
      name: "Amina",
      preferredDate: "2026-06-20",
      preferredTime: "19:30:00",
      guests: 9,
      eventType: null,
      serviceStyle: null,
      sourcePage: "reservations",
    });
    expect(subject).toBe("Table reservation request — Amina — 2026-06-20 at 19:30 — 9 guests");
    expect(text).toContain("Preferred time: 19:30");
  });
});

describe("the name an acknowledgement repeats", () => {
  it("is the typed name when it is a name", () => {
    expect(nameForAcknowledgement("Ayesha Rahman")).toBe("Ayesha Rahman");
    expect(nameForAcknowledgement("  Zoë  O'Neill-Khan ")).toBe("Zoë O'Neill-Khan");
  });

  it("drops anything that looks like a link and stops at 40 characters, at a word's end", () => {
    expect(nameForAcknowledgement("Your account is locked, see https://evil.example/reset")).toBe(
      "Your account is locked, see",
    );
    expect(nameForAcknowledgement("Win at www.prizes.example or evil.example/x or mailto:x@y.z")).toBe("Win at or or");
    expect(nameForAcknowledgement("a".repeat(60))).toBe("a".repeat(40));
    const long = nameForAcknowledgement("Muhammad Abdullah Al-Rahman bin Khalid Hussain");
    expect(long).toBe("Muhammad Abdullah Al-Rahman bin Khalid");
    expect(Array.from(long).length).toBeLessThanOrEqual(40);
  });

  it("falls back to 'guest' when nothing is left", () => {
    expect(nameForAcknowledgement("https://evil.example")).toBe("guest");
  });
});
