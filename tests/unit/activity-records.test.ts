import { describe, expect, it } from "vitest";
import { enquiryInWords } from "@/lib/admin/enquiry-in-words";
import { enquiryRecord, sectionRecord } from "@/features/activity/records";

const id = "78a20d1f-0000-4000-8000-000000000001";
const booking = {
  id,
  formType: "reservation" as const,
  preferredDate: "2026-12-24",
  preferredTime: "19:30:00",
  guests: 4,
};

describe("an enquiry in words", () => {
  it("names a booking by kind, day, time and party, with its reference, never the guest", () => {
    expect(enquiryInWords(booking)).toBe("reservation for 4 guests on Thu 24 Dec 2026 at 19:30 (ref 78A20D1F)");
    expect(enquiryInWords({ ...booking, formType: "event", preferredTime: null, guests: 1 })).toBe(
      "event enquiry for 1 guest on Thu 24 Dec 2026 (ref 78A20D1F)",
    );
    expect(enquiryInWords({ ...booking, formType: "contact" })).toBe("contact message (ref 78A20D1F)");
    expect(enquiryInWords({ ...booking, formType: "newsletter" })).toBe("newsletter sign-up (ref 78A20D1F)");
  });
});

describe("an activity entry's record", () => {
  it("links an enquiry that still exists in words, and says when it has been deleted", () => {
    expect(enquiryRecord(id, booking)).toEqual({
      href: `/admin/enquiries/${id}`,
      text: "Reservation for 4 guests on Thu 24 Dec 2026 at 19:30 (ref 78A20D1F)",
    });
    expect(enquiryRecord(id, undefined)).toEqual({ href: null, text: "Enquiry ref 78A20D1F, since deleted" });
  });

  it("links other entries to the page that holds them", () => {
    expect(sectionRecord("popup", id)).toEqual({ href: `/admin/popups/${id}`, text: "The popup" });
    expect(sectionRecord("menu_item", id)?.href).toBe("/admin/menu");
    expect(sectionRecord("site_settings", "bookings")?.href).toBe("/admin/settings/bookings");
    expect(sectionRecord("site", null)).toBeNull();
  });
});
