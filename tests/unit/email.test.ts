import { describe, expect, it } from "vitest";
import { longDate, mailContextOf, oneLine } from "@/features/outbox/compose";
import {
  bookingDetailsOf,
  composeGuestEmail,
  type GuestEmailInput,
  type GuestFacts,
} from "@/features/enquiries/guest-email";
import { escapeIcsText, foldIcsLine, reservationIcs } from "@/features/outbox/ics";
import { escapeHtml } from "@/features/outbox/render";
import { failureReason, retryDelayMs } from "@/features/outbox/sender";
import { TEMPLATES, checkTemplateText, fillTemplate, paragraphsOf, unknownFields } from "@/features/outbox/templates";
import { unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from "@/features/outbox/unsubscribe";
import { DEFAULT_SITE_SETTINGS } from "@/features/settings/defaults";

const ctx = mailContextOf({
  restaurantName: "47 Restaurant",
  tagline: "Taste Beyond Borders",
  contact: DEFAULT_SITE_SETTINGS.contact,
  siteUrl: "https://47restaurant.test",
});

const reservation: GuestFacts & { email: string } = {
  id: "7b0a3c4e-2f1d-4c8b-9e6a-1d2c3b4a5f60",
  formType: "reservation",
  name: "Amina <b>Khan</b>",
  email: "amina@example.com",
  preferredDate: "2026-11-27",
  preferredTime: "19:30:00",
  guests: 4,
  eventType: null,
};

/** A guest e-mail as staff wrote it (no fields filled in), to the reservation's guest. */
const asWritten = (input: Partial<GuestEmailInput> & Pick<GuestEmailInput, "kind">) =>
  composeGuestEmail({ enquiry: reservation, ctx, subject: "Hi", body: "Hello", fill: false, ...input });

describe("templates", () => {
  it("lists the fields a text uses that its template may not, once each", () => {
    expect(unknownFields("Hi {{guest_name}} {{ message }} {{message}} {{date}}", ["guest_name"])).toEqual([
      "message",
      "date",
    ]);
    expect(checkTemplateText("ack_contact", "Dear {{guest_name}}, re {{date}}")).toBe(
      "{{date}} is not a field this template can use. Use only {{guest_name}}, {{restaurant_name}}, {{restaurant_phone}}, {{restaurant_email}}, {{restaurant_address}}.",
    );
    expect(checkTemplateText("ack_reservation", TEMPLATES.ack_reservation.body)).toBeNull();
  });

  it("every built-in template uses only its own fields", () => {
    for (const [key, t] of Object.entries(TEMPLATES)) {
      expect(checkTemplateText(key as keyof typeof TEMPLATES, t.subject), key).toBeNull();
      expect(checkTemplateText(key as keyof typeof TEMPLATES, t.body), key).toBeNull();
    }
  });

  it("fills fields, blanks a missing value, and splits paragraphs on blank lines", () => {
    expect(fillTemplate("{{guest_name}} on {{ date }} ({{time}})", { guest_name: "Amina", date: "Friday" })).toBe(
      "Amina on Friday ()",
    );
    expect(fillTemplate("{{unknown}}", {})).toBe("{{unknown}}");
    expect(paragraphsOf("One\r\nstill one\n\n  \nTwo\n\n\n\nThree  ")).toEqual(["One\nstill one", "Two", "Three"]);
  });
});

describe("guest e-mails", () => {
  it("write dates and times as guests read them", () => {
    expect(longDate("2026-11-27")).toBe("Friday 27 November 2026");
    expect(bookingDetailsOf(reservation)).toEqual([
      ["Date", "Friday 27 November 2026"],
      ["Time", "7:30pm"],
      ["Guests", "4"],
    ]);
    expect(bookingDetailsOf({ ...reservation, formType: "contact" })).toEqual([]);
  });

  it("escape what the guest typed in the HTML, keep subjects on one line, and add unsubscribe headers only to newsletters", () => {
    const mail = composeGuestEmail({
      kind: "acknowledgement",
      enquiry: reservation,
      ctx,
      subject: "For {{guest_name}}\r\nBcc: x@example.com",
      body: TEMPLATES.ack_reservation.body,
      fill: true,
      details: true,
    });
    expect(mail.subject).toBe("For Amina <b>Khan</b> Bcc: x@example.com");
    expect(mail.html).toContain("Dear Amina &lt;b&gt;Khan&lt;/b&gt;,");
    expect(mail.html).not.toContain("<b>Khan</b>");
    expect(mail.text).toContain("Dear Amina <b>Khan</b>,");
    expect(mail.text).toMatch(
      /We have your request:\n\nDate: +Friday 27 November 2026\nTime: +7:30pm\nGuests: +4\n\nThis is not yet/,
    );
    expect(mail).toMatchObject({
      to: "amina@example.com",
      replyTo: "hello@47restaurant.co.uk",
      fromAddress: "hello@47restaurant.co.uk",
      headers: {},
    });
    expect(mail.html).toContain('href="tel:+441162884747"');

    const welcome = asWritten({
      kind: "newsletter_welcome",
      enquiry: { ...reservation, formType: "newsletter" },
      unsubscribeUrl: "https://x.test/u?a=1&b=2",
      listUnsubscribeUrl: "https://x.test/api/u",
    });
    expect(welcome.headers).toEqual({
      "List-Unsubscribe": "<https://x.test/api/u>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(welcome.html).toContain('href="https://x.test/u?a=1&amp;b=2"');
    expect(welcome.text).toContain("Unsubscribe with one click: https://x.test/u?a=1&b=2");
  });

  it("quote the guest's message below a reply, escaped, with when they wrote it", () => {
    const reply = asWritten({
      kind: "reply",
      enquiry: { ...reservation, formType: "contact" },
      subject: "Parking",
      body: "Dear Amina,\n\nYes, there is parking.",
      quote: { message: "Do you have <b>parking</b>?\n\nThanks", receivedAt: new Date("2026-07-04T18:05:00Z") },
    });
    expect(reply.text).toContain(
      "Yes, there is parking.\n\nOn 4 Jul 2026, 19:05 you wrote:\n> Do you have <b>parking</b>?\n>\n> Thanks\n\nQuestions?",
    );
    expect(reply.html).toContain("On 4 Jul 2026, 19:05 you wrote:");
    expect(reply.html).toMatch(
      /<blockquote[^>]*>Do you have &lt;b&gt;parking&lt;\/b&gt;\?<br><br>Thanks<\/blockquote>/,
    );
    const noQuote = asWritten({ kind: "reply", body: "Hi" });
    expect(noQuote.text).not.toContain("you wrote");
    expect(noQuote.html).not.toContain("<blockquote");
  });

  it("oneLine and escapeHtml", () => {
    expect(oneLine(" a\n\tb  c ")).toBe("a b c");
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});

describe("calendar invitation", () => {
  const invite = {
    uid: "enquiry-7b0a3c4e@47restaurant.test",
    date: "2026-03-29",
    time: "23:30",
    durationMinutes: 120,
    summary: "Table for 4, 47 Restaurant",
    location: "47 Leicester Road, Wigston, Leicester, LE18 1NS",
    description: "Your table; call 0116 288 4747",
    organizerName: "47 Restaurant",
    organizerEmail: "hello@47restaurant.co.uk",
    attendeeEmail: "amina@example.com",
    stamp: new Date("2026-03-01T10:00:00.123Z"),
  };

  it("has London times with their VTIMEZONE, an end past midnight, a stable UID and CRLF lines", () => {
    const ics = reservationIcs(invite);
    const lines = ics.split("\r\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "DTSTART;TZID=Europe/London:20260329T233000",
        "DTEND;TZID=Europe/London:20260330T013000",
        "TZID:Europe/London",
        "UID:enquiry-7b0a3c4e@47restaurant.test",
        "DTSTAMP:20260301T100000Z",
        "LOCATION:47 Leicester Road\\, Wigston\\, Leicester\\, LE18 1NS",
      ]),
    );
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("escapes text and folds long lines without splitting a character", () => {
    expect(escapeIcsText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
    const long = `DESCRIPTION:${"é".repeat(60)}`;
    const folded = foldIcsLine(long);
    expect(folded.split("\r\n ").join("")).toBe(long);
    for (const line of folded.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

describe("sender", () => {
  it("doubles the delay per attempt up to the cap", () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelayMs(n, 1000, 10_000))).toEqual([1000, 2000, 4000, 8000, 10_000]);
  });

  it("records the SMTP reply, or the error's code and message, on one line", () => {
    expect(
      failureReason({ response: "550 5.1.1 <x@example.com>: Recipient\n address rejected", code: "EENVELOPE" }),
    ).toBe("EENVELOPE: 550 5.1.1 <x@example.com>: Recipient address rejected");
    expect(failureReason(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ECONNREFUSED" }))).toBe(
      "connect ECONNREFUSED 127.0.0.1:25",
    );
    expect(failureReason("x".repeat(600))).toHaveLength(500);
  });
});

describe("unsubscribe link", () => {
  const secret = "unit-secret-0123456789abcdef0123456789";
  const id = reservation.id;
  it("is signed per subscriber and refuses another's token or another secret", () => {
    const token = unsubscribeToken(secret, id);
    expect(verifyUnsubscribeToken(secret, id, token)).toBe(true);
    expect(verifyUnsubscribeToken(secret, "00000000-0000-4000-8000-000000000000", token)).toBe(false);
    expect(verifyUnsubscribeToken("another-secret-0123456789abcdef0123", id, token)).toBe(false);
    expect(verifyUnsubscribeToken(secret, id, "")).toBe(false);
    expect(unsubscribeUrl("https://47restaurant.test", secret, id)).toBe(
      `https://47restaurant.test/newsletter/unsubscribe?id=${id}&token=${token}`,
    );
  });
});
