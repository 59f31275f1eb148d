import { describe, expect, it } from "vitest";
import { firstErrorPerField } from "@/lib/actions/public-action";
import { isCalendarDate } from "@/lib/forms/field-schemas";
import { hasMissingRequired } from "@/lib/forms/field-lists";
import { blockedMessages, formMessages } from "@/lib/forms/messages";
import { addDays } from "@/lib/time/london";
import { CONTACT_REQUIRED, contactSchema } from "@/features/enquiries/contact-form-schema";
import { EVENT_REQUIRED, makeEventSchema } from "@/features/enquiries/event-form-schema";
import { NEWSLETTER_REQUIRED, newsletterSchema } from "@/features/newsletter/form-schema";
import {
  RESERVATION_GUESTS,
  RESERVATION_REQUIRED,
  RESERVATION_TIMES,
  makeReservationSchema,
  partySize,
} from "@/features/reservations/form-schema";
import type { z } from "zod";

// 23:30 UTC on 14 June 2026 is already 15 June in London (BST): "today" must be judged in London.
const clock = () => new Date("2026-06-14T23:30:00Z");
const TODAY = "2026-06-15";
const TOMORROW = "2026-06-16";
const YESTERDAY = "2026-06-14";

function errors(schema: z.ZodType, values: Record<string, string>) {
  const r = schema.safeParse(values);
  return r.success ? {} : firstErrorPerField(r.error.issues);
}

const reservation = {
  name: "Amina Khan",
  email: "amina@example.com",
  phone: "07700 900123",
  date: TOMORROW,
  time: "19:30",
  guests: "4",
  notes: "",
};
const event = {
  name: "Bilal Ahmed",
  email: "bilal@example.com",
  phone: "",
  eventType: "celebration",
  preferredDate: TOMORROW,
  guests: "40",
  serviceStyle: "",
  notes: "",
};
const contact = { name: "Sara Ali", email: "sara@example.com", phone: "", message: "Do you have parking?" };

const FORM_MESSAGES = formMessages("0116 288 4747");

describe("messages, word for word", () => {
  it("name the phone they are given (Settings), wherever they mention one", () => {
    const other = formMessages("0116 496 0999");
    expect(other.event.failure.description).toBe("Please try again or call us directly at 0116 496 0999");
    expect(other.event.success.description).toBe(
      "Thank you — our team will contact you within one business day. For urgent enquiries, call 0116 496 0999",
    );
    expect(other.contact.failure.description).toBe("Please try again or call us directly at 0116 496 0999");
    expect(other.reservation.failure.description).toBe("Please try again or call us directly at 0116 496 0999");
    expect(blockedMessages("0116 496 0999").honeypot.description).toBe(
      "Please try again, or call us directly at 0116 496 0999.",
    );
    expect(blockedMessages("0116 496 0999").rateLimited.description).toContain("or call us directly at 0116 496 0999.");
    const sameDay = makeReservationSchema({ clock, phone: "0116 496 0999", rules: null }).safeParse({
      ...reservation,
      date: TODAY,
    });
    expect(sameDay.success ? null : firstErrorPerField(sameDay.error.issues).date).toBe(
      "For same-day bookings, please call us directly at 0116 496 0999",
    );
  });

  it("has each form's missing, failure and success texts", () => {
    const callUs = "Please try again or call us directly at 0116 288 4747";
    const titled = [
      ["newsletter", "missing", "Required fields", "Please enter your name and email address"],
      ["newsletter", "failure", "Subscription failed", "Please try again later or contact us directly."],
      [
        "newsletter",
        "success",
        "Welcome to our newsletter!",
        "You'll be the first to know about our latest dishes and exclusive events.",
      ],
      ["event", "missing", "Required fields missing", "Please fill in all required fields."],
      ["event", "failure", "Error submitting enquiry", callUs],
      ["contact", "missing", "Required fields missing", "Please fill in your name, email, and message"],
      ["contact", "failure", "Error sending message", callUs],
      ["reservation", "missing", "Required fields missing", "Please fill in all required fields"],
      ["reservation", "failure", "Error submitting reservation", callUs],
    ] as const;
    for (const [form, kind, title, description] of titled) {
      expect(FORM_MESSAGES[form][kind], `${form} ${kind}`).toEqual({ title, description });
    }
    expect(`${FORM_MESSAGES.event.success.title} ${FORM_MESSAGES.event.success.description}`).toBe(
      "Enquiry received! Thank you — our team will contact you within one business day. For urgent enquiries, call 0116 288 4747",
    );
    expect(`${FORM_MESSAGES.contact.success.title} ${FORM_MESSAGES.contact.success.description}`).toBe(
      "Message sent! Thank you for contacting us. We'll get back to you shortly.",
    );
    expect(`${FORM_MESSAGES.reservation.success.title}. ${FORM_MESSAGES.reservation.success.description}`).toBe(
      "Reservation Request Received. We'll confirm your booking within 24 hours. Thank you for choosing 47 Restaurant.",
    );
  });
});

describe("shared limits", () => {
  it("trims every text field", () => {
    const r = contactSchema.parse({
      name: "  Sara Ali ",
      email: " sara@example.com  ",
      phone: " 0116 288 4747 ",
      message: "  Hello  ",
    });
    expect(r).toEqual({ name: "Sara Ali", email: "sara@example.com", phone: "0116 288 4747", message: "Hello" });
  });

  it("names: 120 characters at most", () => {
    expect(errors(contactSchema, { ...contact, name: "a".repeat(120) }).name).toBeUndefined();
    expect(errors(contactSchema, { ...contact, name: "a".repeat(121) }).name).toBe(
      "Please keep your name to 120 characters or fewer",
    );
    expect(errors(contactSchema, { ...contact, name: "   " }).name).toBe("Please enter your name");
  });

  it("e-mail: valid and 254 characters at most", () => {
    expect(errors(contactSchema, { ...contact, email: "not-an-email" }).email).toBe(
      "Please enter a valid email address, like name@example.com",
    );
    expect(errors(contactSchema, { ...contact, email: "" }).email).toBe("Please enter your email address");
    const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(errors(contactSchema, { ...contact, email: long }).email).toBe(
      "Please keep your email address to 254 characters or fewer",
    );
  });

  it("phone: digits, spaces and + ( ) - only, 32 characters at most, a real number", () => {
    expect(errors(contactSchema, { ...contact, phone: "+44 (0)116 288-4747" }).phone).toBeUndefined();
    expect(errors(contactSchema, { ...contact, phone: "call me" }).phone).toBe(
      "Please use only digits, spaces and + ( ) - in your phone number",
    );
    expect(errors(contactSchema, { ...contact, phone: "1".repeat(33) }).phone).toBe(
      "Please keep your phone number to 32 characters or fewer",
    );
    expect(errors(contactSchema, { ...contact, phone: "123" }).phone).toBe(
      "Please enter a full phone number, including the area code",
    );
  });

  it("line breaks arrive as CRLF from a form post and are stored as plain newlines", () => {
    expect(contactSchema.parse({ ...contact, message: "Line one\r\nLine two\r\n" }).message).toBe("Line one\nLine two");
  });

  it("messages: 4000 characters at most", () => {
    expect(errors(contactSchema, { ...contact, message: "m".repeat(4000) }).message).toBeUndefined();
    expect(errors(contactSchema, { ...contact, message: "m".repeat(4001) }).message).toBe(
      "Please keep your message to 4000 characters or fewer",
    );
  });

  it("recognises real calendar dates only", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("15/06/2026")).toBe(false);
  });
});

describe("newsletter", () => {
  it("needs a name and an e-mail", () => {
    expect(newsletterSchema.parse({ name: "Ayesha", email: "ayesha@example.com" })).toEqual({
      name: "Ayesha",
      email: "ayesha@example.com",
    });
    expect(hasMissingRequired({ name: "Ayesha", email: " " }, NEWSLETTER_REQUIRED)).toBe(true);
    expect(errors(newsletterSchema, { name: "", email: "" })).toEqual({
      name: "Please enter your name",
      email: "Please enter your email address",
    });
  });
});

describe("reservation", () => {
  const schema = makeReservationSchema({ clock, phone: "0116 288 4747", rules: null });

  it("offers 17:00 to 21:30 every 30 minutes, and 1–8 and 9+ guests", () => {
    const halfHours = ["17", "18", "19", "20", "21"].flatMap((hour) => [`${hour}:00`, `${hour}:30`]);
    expect(RESERVATION_TIMES).toEqual(halfHours);
    expect(RESERVATION_GUESTS).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9+"]);
  });

  it("parses a valid request: 9+ is stored as 9 marked for staff to confirm, empty notes null", () => {
    const parsed = schema.parse({ ...reservation, guests: "9+" });
    expect(parsed).toEqual({ ...reservation, guests: "9+", notes: null });
    expect(partySize(parsed.guests)).toEqual({ guests: 9, guestsAtLeast: true });
    expect(partySize("4")).toEqual({ guests: 4, guestsAtLeast: false });
    expect(schema.parse({ ...reservation, notes: " Window table " }).notes).toBe("Window table");
  });

  it("requires name, email, phone, date, time and guests", () => {
    expect(RESERVATION_REQUIRED).toEqual(["name", "email", "phone", "date", "time", "guests"]);
    for (const key of RESERVATION_REQUIRED) {
      expect(hasMissingRequired({ ...reservation, [key]: "" }, RESERVATION_REQUIRED)).toBe(true);
      expect(errors(schema, { ...reservation, [key]: "" })[key], key).toBeTruthy();
    }
    expect(hasMissingRequired({ ...reservation, notes: "" }, RESERVATION_REQUIRED)).toBe(false);
  });

  it("refuses times and guest counts outside the lists", () => {
    expect(errors(schema, { ...reservation, time: "16:30" }).time).toBe(
      "Please choose a time between 5:00pm and 9:30pm",
    );
    expect(errors(schema, { ...reservation, time: "22:00" }).time).toBe(
      "Please choose a time between 5:00pm and 9:30pm",
    );
    expect(errors(schema, { ...reservation, guests: "12" }).guests).toBe("Please choose the number of guests");
  });

  it("refuses a past date, and today (in London) with advice to call", () => {
    expect(errors(schema, { ...reservation, date: YESTERDAY }).date).toBe(
      "That date has passed: please choose a date in the future",
    );
    expect(errors(schema, { ...reservation, date: TODAY }).date).toBe(
      "For same-day bookings, please call us directly at 0116 288 4747",
    );
    expect(errors(schema, { ...reservation, date: TOMORROW }).date).toBeUndefined();
    expect(errors(schema, { ...reservation, date: "2026-13-01" }).date).toBe("Please enter a valid date");
    expect(errors(schema, { ...reservation, date: "9999-12-31" }).date).toBe(
      "We take bookings up to a year ahead: please choose an earlier date",
    );
    expect(errors(schema, { ...reservation, date: addDays(TODAY, 366) }).date).toBe(
      "We take bookings up to a year ahead: please choose an earlier date",
    );
    expect(errors(schema, { ...reservation, date: addDays(TODAY, 365) }).date).toBeUndefined();
  });
});

describe("event", () => {
  const schema = makeEventSchema(clock);

  it("parses a valid enquiry: empty phone, notes and service style become null", () => {
    expect(schema.parse(event)).toEqual({ ...event, guests: 40, phone: null, notes: null, serviceStyle: null });
    expect(
      schema.parse({ ...event, serviceStyle: "plated", phone: "07700 900123", notes: "Vegetarian options" }),
    ).toMatchObject({
      serviceStyle: "plated",
      phone: "07700 900123",
      notes: "Vegetarian options",
    });
  });

  it("requires name, email, event type, preferred date and guests", () => {
    expect(EVENT_REQUIRED).toEqual(["name", "email", "eventType", "preferredDate", "guests"]);
    for (const key of EVENT_REQUIRED) expect(errors(schema, { ...event, [key]: "" })[key], key).toBeTruthy();
  });

  it("guests: a whole number from 1 to 500", () => {
    expect(errors(schema, { ...event, guests: "0" }).guests).toBe("Please enter at least 1 guest");
    expect(errors(schema, { ...event, guests: "2.5" }).guests).toBe(
      "Please enter the number of guests as a whole number",
    );
    expect(errors(schema, { ...event, guests: "501" }).guests).toBe(
      "For more than 500 guests, please call us so we can plan together",
    );
    expect(schema.parse({ ...event, guests: "500" }).guests).toBe(500);
    expect(schema.parse({ ...event, guests: "1" }).guests).toBe(1);
  });

  it("event types and service styles come from the SPEC's lists", () => {
    for (const t of ["celebration", "corporate", "community", "other"])
      expect(errors(schema, { ...event, eventType: t }).eventType).toBeUndefined();
    expect(errors(schema, { ...event, eventType: "wedding-ish" }).eventType).toBe("Please choose the type of event");
    for (const s of ["buffet", "plated", "family", "unsure"])
      expect(errors(schema, { ...event, serviceStyle: s }).serviceStyle).toBeUndefined();
    expect(errors(schema, { ...event, serviceStyle: "canapes" }).serviceStyle).toBe(
      "Please choose a service style from the list",
    );
  });

  it("a past date is refused; today is fine for an enquiry", () => {
    expect(errors(schema, { ...event, preferredDate: YESTERDAY }).preferredDate).toBe(
      "That date has passed: please choose a date in the future",
    );
    expect(errors(schema, { ...event, preferredDate: TODAY }).preferredDate).toBeUndefined();
    expect(errors(schema, { ...event, preferredDate: "9999-12-31" }).preferredDate).toBe(
      "We plan events up to two years ahead: please choose an earlier date",
    );
    expect(errors(schema, { ...event, preferredDate: addDays(TODAY, 730) }).preferredDate).toBeUndefined();
  });

  it("notes: 4000 characters at most", () => {
    expect(errors(schema, { ...event, notes: "n".repeat(4001) }).notes).toBe(
      "Please keep your notes to 4000 characters or fewer",
    );
  });
});

describe("contact", () => {
  it("requires name, email and message; phone optional", () => {
    expect(CONTACT_REQUIRED).toEqual(["name", "email", "message"]);
    expect(contactSchema.parse(contact).phone).toBeNull();
    expect(hasMissingRequired({ ...contact, message: "  " }, CONTACT_REQUIRED)).toBe(true);
    expect(hasMissingRequired({ ...contact, phone: "" }, CONTACT_REQUIRED)).toBe(false);
  });
});

describe("bookable dates (the date pickers' min and max)", () => {
  it("match what the schemas accept, counted in London days", async () => {
    const { bookableDates } = await import("@/lib/forms/field-lists");
    const table = bookableDates("reservation", clock);
    expect(table).toEqual({ min: TOMORROW, max: addDays(TODAY, 365) });
    expect(
      errors(makeReservationSchema({ clock, phone: "0116 288 4747", rules: null }), { ...reservation, date: table.max })
        .date,
    ).toBeUndefined();
    expect(
      errors(makeReservationSchema({ clock, phone: "0116 288 4747", rules: null }), {
        ...reservation,
        date: addDays(table.max, 1),
      }).date,
    ).toBeDefined();
    const party = bookableDates("event", clock);
    expect(party).toEqual({ min: TODAY, max: addDays(TODAY, 730) });
    expect(errors(makeEventSchema(clock), { ...event, preferredDate: party.min }).preferredDate).toBeUndefined();
    expect(
      errors(makeEventSchema(clock), { ...event, preferredDate: addDays(party.max, 1) }).preferredDate,
    ).toBeDefined();
  });
});
