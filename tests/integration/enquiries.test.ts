import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactRow, eventRow, saveEnquiry, type SaveDeps } from "@/features/enquiries/store";
import { newsletterRow } from "@/features/newsletter/form";
import { reservationRow } from "@/features/reservations/form";
import { runPublicAction, type PublicActionConfig, type PublicActionContext } from "@/lib/actions/public-action";
import { CONTACT_FORM_LIMIT, SHARED_FORM_LIMIT, consumeRateLimit, pruneRateLimits } from "@/lib/actions/rate-limit";
import * as t from "@/lib/db/schema";
import { blockedMessages, formMessages } from "@/lib/forms/messages";
import { CONTACT_FIELDS, CONTACT_REQUIRED, makeContactSchema } from "@/features/enquiries/contact-form-schema";
import { makeEventSchema } from "@/features/enquiries/event-form-schema";
import { makeNewsletterSchema } from "@/features/newsletter/form-schema";
import { makeReservationSchema } from "@/features/reservations/form-schema";
import { TEST_MAIL_CONFIG } from "../support/admin-harness";
import { guestContext, postedForm } from "../support/public-post";
import { openTestDatabase, usingRealPostgres, type TestDatabase } from "../support/test-db";

let handle: TestDatabase;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.dispose();
});

const clock = () => new Date("2026-06-14T12:00:00Z");
const PHONE = "0116 496 0777";
const FORM_MESSAGES = formMessages(PHONE);
const BLOCKED_MESSAGES = blockedMessages(PHONE);
const immediate: SaveDeps["schedule"] = (task) => void task();
const mail = TEST_MAIL_CONFIG;
const quietDeps = (): SaveDeps => ({ mail, deliver: vi.fn(async () => {}), schedule: immediate });
/** Saves the row as a guest's post would, and reads it back. */
const savedRow = async (row: Parameters<typeof saveEnquiry>[1]) => {
  await saveEnquiry(handle.db, row, quietDeps());
  return (await rowsFor(row.email!))[0];
};
const rowsFor = (email: string) =>
  handle.db
    .select()
    .from(t.enquiries)
    .where(sql`lower(${t.enquiries.email}) = lower(${email})`);

describe(`enquiry inserts on ${usingRealPostgres() ? "PostgreSQL" : "PGlite"}`, () => {
  it("newsletter: the same e-mail again succeeds without a second row", async () => {
    const data = makeNewsletterSchema().parse({ name: "Ayesha", email: "ayesha@example.com" });
    const first = await saveEnquiry(handle.db, newsletterRow(data), quietDeps());
    const again = await saveEnquiry(
      handle.db,
      newsletterRow({ name: "Ayesha R", email: "AYESHA@example.com" }),
      quietDeps(),
    );
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: null, created: false });
    const rows = await rowsFor("ayesha@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      formType: "newsletter",
      name: "Ayesha",
      email: "ayesha@example.com",
      sourcePage: "home",
      phone: null,
      message: null,
      status: "subscribed",
    });
  });

  it("reservation: 9+ stored as 9, preferred_time kept, notes into message", async () => {
    const data = makeReservationSchema({ clock, phone: PHONE, rules: null }).parse({
      name: "Amina Khan",
      email: "amina@example.com",
      phone: "07700 900123",
      date: "2026-06-20",
      time: "19:30",
      guests: "9+",
      notes: "A birthday",
    });
    const row = await savedRow(reservationRow(data));
    expect(row).toMatchObject({
      formType: "reservation",
      name: "Amina Khan",
      phone: "07700 900123",
      preferredDate: "2026-06-20",
      guests: 9,
      message: "A birthday",
      sourcePage: "reservations",
      eventType: null,
      serviceStyle: null,
    });
    expect(row?.preferredTime?.slice(0, 5)).toBe("19:30");
  });

  it("event: empty phone and notes saved as null; every field stored", async () => {
    const data = makeEventSchema(clock).parse({
      name: "Bilal Ahmed",
      email: "bilal@example.com",
      phone: "",
      eventType: "corporate",
      preferredDate: "2026-09-01",
      guests: "45",
      serviceStyle: "buffet",
      notes: "",
    });
    expect(await savedRow(eventRow(data))).toMatchObject({
      formType: "event",
      phone: null,
      message: null,
      eventType: "corporate",
      preferredDate: "2026-09-01",
      guests: 45,
      serviceStyle: "buffet",
      sourcePage: "events",
      preferredTime: null,
    });
  });

  it("contact: phone optional, message stored", async () => {
    const data = makeContactSchema().parse({
      name: "Sara Ali",
      email: "sara@example.com",
      phone: "",
      message: "Do you have parking?",
    });
    expect(await savedRow(contactRow(data))).toMatchObject({
      formType: "contact",
      phone: null,
      message: "Do you have parking?",
      sourcePage: "contact",
      guests: null,
      preferredDate: null,
    });
  });

  it("writes the guest's acknowledgement and the staff notice with the enquiry, and a delivery failure still leaves all stored", async () => {
    const errorLog = vi.spyOn(console, "error").mockImplementation(() => {});
    const deliver = vi.fn(async () => {
      throw new Error("SMTP connection refused");
    });
    const tasks: Promise<void>[] = [];
    const result = await saveEnquiry(
      handle.db,
      contactRow({ name: "Omar", email: "omar@example.com", phone: "0116 123 4567", message: "Hello, secret words" }),
      {
        mail,
        deliver,
        schedule: (task) => void tasks.push(task()),
      },
    );
    await Promise.all(tasks);
    expect(result.created).toBe(true);
    expect(deliver).toHaveBeenCalledOnce();
    expect(errorLog).toHaveBeenCalledOnce();
    const line = String(errorLog.mock.calls[0]![0]);
    expect(line).toContain("wait in the outbox");
    // The error's kind, never its message: a mail server's refusal may quote the guest's address.
    expect(line).not.toContain("SMTP connection refused");
    expect(line).not.toContain("omar@example.com");
    expect(await rowsFor("omar@example.com")).toHaveLength(1);
    const emails = await handle.db.select().from(t.emailOutbox).where(eq(t.emailOutbox.enquiryId, result.id!));
    const ack = emails.find((e) => e.kind === "acknowledgement")!;
    const notice = emails.find((e) => e.kind === "staff_notice")!;
    expect(ack).toMatchObject({ toAddress: "omar@example.com", state: "pending", replyTo: "hello@47restaurant.co.uk" });
    // The guest's copy never repeats what they typed: the form cannot mail arbitrary text to a stranger.
    expect(ack.html + ack.textBody).not.toContain("secret words");
    expect(ack.textBody).toContain("Dear Omar");
    expect(notice).toMatchObject({ toAddress: "staff@47restaurant.test", replyTo: "omar@example.com" });
    expect(notice.textBody).toContain("secret words");
    errorLog.mockRestore();
  });

  it("an acknowledgement repeats at most the first 40 characters of the typed name, with no links", async () => {
    const result = await saveEnquiry(
      handle.db,
      contactRow({
        name: "Your account is locked, see https://evil.example/login and www.evil.example now or lose it all today",
        email: "stranger@example.com",
        phone: "",
        message: "x",
      }),
      quietDeps(),
    );
    const [ack] = await handle.db
      .select()
      .from(t.emailOutbox)
      .where(sql`${t.emailOutbox.enquiryId} = ${result.id} and ${t.emailOutbox.kind} = 'acknowledgement'`);
    expect(ack!.textBody).toContain("Dear Your account is locked, see and now or,");
    expect(ack!.html + ack!.textBody + ack!.subject).not.toMatch(/evil\.example|https?:\/\/evil/);
  });

  it("an address gets at most three acknowledgements a day, however many forms name it; staff still hear of each", async () => {
    for (let i = 0; i < 5; i++)
      await saveEnquiry(
        handle.db,
        contactRow({
          name: `Sender ${i}`,
          email: i % 2 ? "Target@Example.com" : "target@example.com",
          phone: "",
          message: "x",
        }),
        quietDeps(),
      );
    const sent = await handle.db
      .select({ kind: t.emailOutbox.kind })
      .from(t.emailOutbox)
      .innerJoin(t.enquiries, eq(t.enquiries.id, t.emailOutbox.enquiryId))
      .where(sql`lower(${t.enquiries.email}) = 'target@example.com'`);
    expect(sent.filter((e) => e.kind === "acknowledgement")).toHaveLength(3);
    expect(sent.filter((e) => e.kind === "staff_notice")).toHaveLength(5);
    expect(await rowsFor("target@example.com")).toHaveLength(5);
  });

  it("a newsletter welcome carries the one-click unsubscribe headers; a repeat sign-up writes no e-mail", async () => {
    const first = await saveEnquiry(
      handle.db,
      newsletterRow({ name: "Nadia", email: "nadia@example.com" }),
      quietDeps(),
    );
    await saveEnquiry(handle.db, newsletterRow({ name: "Nadia", email: "NADIA@example.com" }), quietDeps());
    const emails = await handle.db.select().from(t.emailOutbox).where(eq(t.emailOutbox.toAddress, "nadia@example.com"));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.kind).toBe("newsletter_welcome");
    expect(emails[0]!.headers["List-Unsubscribe"]).toMatch(
      new RegExp(`^<https://47restaurant.test/api/newsletter/unsubscribe\\?id=${first.id}&token=[\\w-]+>$`),
    );
    expect(emails[0]!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });
});

describe("publicAction wrapper", () => {
  const secret = "integration-secret-0123456789abcdef";
  const now = Date.UTC(2026, 5, 14, 12, 0, 0);
  const config: PublicActionConfig<ReturnType<typeof makeContactSchema>> = {
    formType: "contact",
    fields: CONTACT_FIELDS,
    required: CONTACT_REQUIRED,
    schema: () => makeContactSchema(),
    run: async (data, { db }) =>
      void (await saveEnquiry(db, contactRow(data), { mail, deliver: async () => {}, schedule: immediate })),
  };
  const guest = { db: () => handle.db, phone: PHONE, now, secret, maxPosts: 5 };
  const ctx = (ip: string, overrides: Partial<PublicActionContext> = {}) => guestContext(guest, ip, overrides);
  const form = (values: Record<string, string>, issuedAt = now - 5000) =>
    postedForm("contact", values, secret, issuedAt);
  const valid = (email: string) => ({ name: "Guest", email, phone: "", message: "A table by the window, please." });

  it("stores a valid submission and answers with the SPEC success message", async () => {
    const result = await runPublicAction(config, form(valid("wrapper-ok@example.com")), ctx("198.51.100.1"));
    expect(result).toMatchObject({ status: "success", notice: FORM_MESSAGES.contact.success });
    expect(result.values).toBeUndefined();
    expect(await rowsFor("wrapper-ok@example.com")).toHaveLength(1);
  });

  it("missing fields: the SPEC message, field messages and the guest's values back; nothing stored", async () => {
    const result = await runPublicAction(
      config,
      form({ name: "  ", email: "missing@example.com", phone: "0116", message: "" }),
      ctx("198.51.100.2"),
    );
    expect(result.status).toBe("invalid");
    expect(result.notice).toEqual(FORM_MESSAGES.contact.missing);
    expect(result.fieldErrors).toMatchObject({ name: "Please enter your name", message: "Please enter your message" });
    expect(result.values).toEqual({ name: "  ", email: "missing@example.com", phone: "0116", message: "" });
    expect(await rowsFor("missing@example.com")).toHaveLength(0);
  });

  it("a post that is not form data (JSON, a string, nothing) is answered as an empty form, never a crash", async () => {
    for (const input of [undefined, null, "name=Guest", { name: "Guest" }, ["Guest"], 42]) {
      const result = await runPublicAction(config, input, ctx("198.51.100.9"));
      expect(result).toMatchObject({
        status: "invalid",
        notice: FORM_MESSAGES.contact.missing,
        values: { name: "", email: "", phone: "", message: "" },
      });
    }
  });

  it("a NUL or other control character pasted into a field is dropped, and the rest is stored", async () => {
    const values = {
      name: "Ay\u0000esha\u0007",
      email: "nul@example.com",
      phone: "",
      message: "Table\u0000 for 4\nby the window\u001b",
    };
    const result = await runPublicAction(config, form(values), ctx("198.51.100.10"));
    expect(result.status).toBe("success");
    expect(await rowsFor("nul@example.com")).toMatchObject([{ name: "Ayesha", message: "Table for 4\nby the window" }]);
  });

  it("a failed submission's log line names the database error, never the guest's details", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const failing: typeof config = {
        ...config,
        run: async (_data, { db }) => void (await db.execute(sql`select ${"secret-guest@example.com"}::int`)),
      };
      const result = await runPublicAction(failing, form(valid("secret-guest@example.com")), ctx("198.51.100.11"));
      expect(result.status).toBe("error");
      const line = logged.mock.calls.map((c) => c.map(String).join(" ")).join("\n");
      expect(line).toContain("[public-action] contact: submission failed");
      expect(line).not.toContain("secret-guest");
      expect(line).not.toContain("A table by the window");
    } finally {
      logged.mockRestore();
    }
  });

  it("refuses a too-fast submission politely and keeps the values", async () => {
    const result = await runPublicAction(config, form(valid("fast@example.com"), now - 500), ctx("198.51.100.3"));
    expect(result).toMatchObject({
      status: "blocked",
      notice: BLOCKED_MESSAGES.tooFast,
      values: valid("fast@example.com"),
    });
    expect(await rowsFor("fast@example.com")).toHaveLength(0);
  });

  it("refuses a filled honeypot", async () => {
    const fd = form(valid("bot@example.com"));
    fd.set("website", "https://spam.example");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const result = await runPublicAction(config, fd, ctx("198.51.100.4"));
    warn.mockRestore();
    expect(result).toMatchObject({ status: "blocked", notice: BLOCKED_MESSAGES.honeypot });
    expect(await rowsFor("bot@example.com")).toHaveLength(0);
  });

  it("a missing token gets a fresh one, and sending again with it works", async () => {
    const fd = form(valid("stale@example.com"));
    fd.delete("_formToken");
    const first = await runPublicAction(config, fd, ctx("198.51.100.5"));
    expect(first).toMatchObject({ status: "blocked", notice: BLOCKED_MESSAGES.staleForm });
    expect(first.token).toBeTruthy();
    const retry = form(valid("stale@example.com"));
    retry.append("_formToken", first.token ?? "");
    const second = await runPublicAction(config, retry, ctx("198.51.100.5", { now: now + 3000 }));
    expect(second.status).toBe("success");
  });

  it("rate limit: five per client per window, the sixth refused politely; other clients unaffected", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const results = [];
    for (let i = 0; i < 6; i++)
      results.push(await runPublicAction(config, form(valid(`busy${i}@example.com`)), ctx("203.0.113.50")));
    warn.mockRestore();
    expect(results.slice(0, 5).map((r) => r.status)).toEqual(["success", "success", "success", "success", "success"]);
    expect(results[5]).toMatchObject({
      status: "blocked",
      notice: BLOCKED_MESSAGES.rateLimited,
      values: valid("busy5@example.com"),
    });
    expect(await rowsFor("busy5@example.com")).toHaveLength(0);
    expect((await runPublicAction(config, form(valid("neighbour@example.com")), ctx("203.0.113.51"))).status).toBe(
      "success",
    );
    // The next window starts afresh.
    expect(
      (await runPublicAction(config, form(valid("later@example.com")), ctx("203.0.113.50", { now: now + 600_000 })))
        .status,
    ).toBe("success");
  });

  it("with no trusted proxy, every guest shares one generous count per form: X-Forwarded-For cannot buy a fresh one", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const untrusted = (i: number) =>
      ctx(`192.0.2.${i}`, { proxies: { onVercel: false, trustedHops: 0 }, now: now + 3 * 600_000 });
    const results = [];
    for (let i = 0; i < 61; i++)
      results.push(
        (await runPublicAction(config, form(valid(`shared${i}@example.com`), now + 3 * 600_000 - 5000), untrusted(i)))
          .status,
      );
    warn.mockRestore();
    expect(results.filter((s) => s === "success")).toHaveLength(60);
    expect(results.at(-1)).toBe("blocked");
  });

  it("a form token is spent by the submission it carried: sent again it is refused, with a fresh token to retry", async () => {
    const fd = form(valid("once@example.com"));
    const first = await runPublicAction(config, fd, ctx("198.51.100.60"));
    expect(first.status).toBe("success");
    expect(first.token).toBeTruthy();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const again = form(valid("twice@example.com"));
    again.set("_formToken", String(fd.get("_formToken")));
    const replayed = await runPublicAction(config, again, ctx("198.51.100.61"));
    warn.mockRestore();
    expect(replayed).toMatchObject({ status: "blocked", notice: BLOCKED_MESSAGES.staleForm });
    expect(await rowsFor("twice@example.com")).toHaveLength(0);
    const next = form(valid("twice@example.com"));
    next.set("_formToken", replayed.token!);
    expect((await runPublicAction(config, next, ctx("198.51.100.61", { now: now + 3000 }))).status).toBe("success");
    // The token that came back with the success works for the form's next submission.
    const following = form(valid("thrice@example.com"));
    following.set("_formToken", first.token!);
    expect((await runPublicAction(config, following, ctx("198.51.100.60", { now: now + 3000 }))).status).toBe(
      "success",
    );
  });

  it("a submission that fails after spending its token gives it back, so the guest's retry goes through", async () => {
    const errorLog = vi.spyOn(console, "error").mockImplementation(() => {});
    const fd = form(valid("retry@example.com"));
    const broken = { ...config, run: async () => Promise.reject(new Error("connection terminated")) };
    expect((await runPublicAction(broken, fd, ctx("198.51.100.62"))).status).toBe("error");
    errorLog.mockRestore();
    expect((await runPublicAction(config, fd, ctx("198.51.100.62"))).status).toBe("success");
  });

  it("one client without a trusted proxy cannot close a form for everyone: its own address and phone run out first", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const at = now + 5 * 600_000;
    const untrusted = ctx("192.0.2.1", { proxies: { onVercel: false, trustedHops: 0 }, now: at });
    const post = (values: Record<string, string>) => runPublicAction(config, form(values, at - 5000), untrusted);
    const flood = [];
    for (let i = 0; i < 8; i++) flood.push((await post(valid("flooder@example.com"))).status);
    expect(flood.filter((s) => s === "success")).toHaveLength(5);
    const byPhone = [];
    for (let i = 0; i < 8; i++)
      byPhone.push(
        (await post({ ...valid(`rotating${i}@example.com`), phone: i % 2 ? "+44 7700 900555" : "07700 900555" }))
          .status,
      );
    expect(byPhone.filter((s) => s === "success")).toHaveLength(5);
    warn.mockRestore();
    expect((await post(valid("another-guest@example.com"))).status).toBe("success");
    expect(SHARED_FORM_LIMIT.max).toBeGreaterThanOrEqual(100 * CONTACT_FORM_LIMIT.max);
  });

  it("a database failure answers with the SPEC failure message and the guest's values", async () => {
    const errorLog = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = { ...config, run: async () => Promise.reject(new Error("connection terminated")) };
    const result = await runPublicAction(broken, form(valid("down@example.com")), ctx("198.51.100.9"));
    errorLog.mockRestore();
    expect(result).toMatchObject({
      status: "error",
      notice: FORM_MESSAGES.contact.failure,
      values: valid("down@example.com"),
    });
    expect(result.notice?.description).toContain(PHONE);
  });
});

describe("rate-limit table", () => {
  it("counts atomically per key and window, and prunes old windows", async () => {
    const opts = { now: Date.UTC(2026, 0, 1, 10, 3), max: 2, windowMs: 600_000 };
    expect(await consumeRateLimit(handle.db, "k1", opts)).toEqual({ allowed: true, count: 1 });
    expect(await consumeRateLimit(handle.db, "k1", opts)).toEqual({ allowed: true, count: 2 });
    expect(await consumeRateLimit(handle.db, "k1", opts)).toEqual({ allowed: false, count: 3 });
    expect(await consumeRateLimit(handle.db, "k2", opts)).toEqual({ allowed: true, count: 1 });
    await pruneRateLimits(handle.db, new Date(Date.UTC(2026, 0, 2)));
    expect(await handle.db.select().from(t.rateLimits).where(eq(t.rateLimits.keyHash, "k1"))).toHaveLength(0);
  });
});
