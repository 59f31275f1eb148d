import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OutgoingEmail } from "@/features/outbox/compose";
import { enqueueEmail } from "@/features/outbox/outbox";
import {
  flushOutbox,
  nextDueAt,
  requeueEmail,
  type OutboxTransport,
  type SenderOptions,
} from "@/features/outbox/sender";
import * as t from "@/lib/db/schema";
import type { Database } from "@/lib/db/client";
import { openTestDatabase, usingRealPostgres, type TestDatabase } from "../support/test-db";

let handle: TestDatabase;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.dispose();
});
beforeEach(async () => {
  await handle.db.delete(t.emailOutbox);
});

const email = (to: string): OutgoingEmail => ({
  kind: "reply",
  enquiryId: null,
  to,
  fromName: "47 Restaurant",
  fromAddress: "hello@47restaurant.test",
  replyTo: "hello@47restaurant.test",
  subject: `Hello ${to}`,
  html: "<p>Hello</p>",
  text: "Hello",
  headers: {},
  ics: null,
});

// A whole minute after the rows are written (their next_attempt_at defaults to the database clock), so each is due at T0.
const T0 = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
const options = (transport: OutboxTransport | null, overrides: Partial<SenderOptions> = {}): SenderOptions => ({
  transport,
  maxAttempts: 3,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  leaseMs: 30_000,
  now: () => T0,
  ...overrides,
});

function recorder() {
  const sent: string[] = [];
  return {
    sent,
    transport: { send: async (row: t.OutboxEmail) => void sent.push(row.messageId) } satisfies OutboxTransport,
  };
}

const all = () => handle.db.select().from(t.emailOutbox);

describe(`outbox on ${usingRealPostgres() ? "PostgreSQL" : "PGlite"}`, () => {
  it("an e-mail exists only when the transaction that wrote it commits", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueEmail(tx as unknown as Database, email("a@example.com"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await all()).toHaveLength(0);
    await handle.db.transaction(
      async (tx) => void (await enqueueEmail(tx as unknown as Database, email("b@example.com"))),
    );
    const rows = await all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: "pending", attempts: 0, toAddress: "b@example.com" });
    expect(rows[0]!.messageId).toMatch(/^<[0-9a-f-]{36}@47restaurant\.test>$/);
  });

  it("sends each due e-mail once and records it sent", async () => {
    await enqueueEmail(handle.db, email("a@example.com"), email("b@example.com"));
    const { sent, transport } = recorder();
    expect(await flushOutbox(handle.db, options(transport))).toEqual({ sent: 2, retrying: 0, failed: 0, held: 0 });
    expect(await flushOutbox(handle.db, options(transport))).toEqual({ sent: 0, retrying: 0, failed: 0, held: 0 });
    expect(sent).toHaveLength(2);
    for (const row of await all())
      expect(row).toMatchObject({ state: "sent", attempts: 1, lastError: null, leaseUntil: null });
  });

  it("retries with exponential backoff, records the reason, and fails after the last attempt", async () => {
    await enqueueEmail(handle.db, email("a@example.com"));
    const refusing: OutboxTransport = {
      send: async () => {
        throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:2525"), { code: "ESOCKET" });
      },
    };
    expect((await flushOutbox(handle.db, options(refusing))).retrying).toBe(1);
    let [row] = await all();
    expect(row).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: "ESOCKET: connect ECONNREFUSED 127.0.0.1:2525",
    });
    expect(row!.nextAttemptAt.getTime()).toBe(T0.getTime() + 1000);
    // Not due yet: nothing is tried.
    expect((await flushOutbox(handle.db, options(refusing))).retrying).toBe(0);
    expect(await nextDueAt(handle.db)).toEqual(new Date(T0.getTime() + 1000));

    const later = (ms: number) => () => new Date(T0.getTime() + ms);
    expect((await flushOutbox(handle.db, options(refusing, { now: later(1000) }))).retrying).toBe(1);
    [row] = await all();
    expect(row!.nextAttemptAt.getTime()).toBe(T0.getTime() + 1000 + 2000);
    expect((await flushOutbox(handle.db, options(refusing, { now: later(3000) }))).failed).toBe(1);
    [row] = await all();
    expect(row).toMatchObject({ state: "failed", attempts: 3 });

    // Staff's Retry makes it due again with a fresh count.
    await requeueEmail(handle.db, row!.id, later(4000)());
    const { sent, transport } = recorder();
    expect((await flushOutbox(handle.db, options(transport, { now: later(4000) }))).sent).toBe(1);
    expect(sent).toEqual([row!.messageId]);
  });

  it("without an SMTP server the e-mails are held, and kept", async () => {
    await enqueueEmail(handle.db, email("a@example.com"));
    expect(await flushOutbox(handle.db, options(null))).toMatchObject({ held: 1 });
    expect((await all())[0]).toMatchObject({ state: "held", attempts: 0 });
  });

  it("a sender that dies mid-batch: the next one sends the rest, and nothing twice", async () => {
    await enqueueEmail(handle.db, ...["a", "b", "c", "d", "e"].map((n) => email(`${n}@example.com`)));
    const accepted: string[] = [];
    let calls = 0;
    // The first sender dies while the third message is on the wire (before the server accepted it).
    const dying: OutboxTransport = {
      send: (row) => {
        calls++;
        if (calls === 3) return new Promise<void>(() => {});
        accepted.push(row.messageId);
        return Promise.resolve();
      },
    };
    void flushOutbox(handle.db, options(dying));
    await expect.poll(() => calls).toBe(3);
    const states = (await all()).map((r) => r.state).sort();
    expect(states).toEqual(["pending", "pending", "sending", "sent", "sent"]);

    // Another sender before the lease ends leaves the claimed row alone.
    const second: OutboxTransport = { send: async (row) => void accepted.push(row.messageId) };
    expect((await flushOutbox(handle.db, options(second))).sent).toBe(2);
    // Once the lease has run out, the interrupted e-mail is sent by the survivor.
    expect((await flushOutbox(handle.db, options(second, { now: () => new Date(T0.getTime() + 31_000) }))).sent).toBe(
      1,
    );

    const rows = await all();
    expect(rows.every((r) => r.state === "sent")).toBe(true);
    expect(accepted).toHaveLength(5);
    expect(new Set(accepted).size).toBe(5);
  });

  it("two senders at once never send the same e-mail", async () => {
    await enqueueEmail(handle.db, ...Array.from({ length: 12 }, (_, i) => email(`guest${i}@example.com`)));
    const accepted: string[] = [];
    const slow: OutboxTransport = {
      send: async (row) => void (await new Promise((r) => setTimeout(r, 5)), accepted.push(row.messageId)),
    };
    const [a, b] = await Promise.all([flushOutbox(handle.db, options(slow)), flushOutbox(handle.db, options(slow))]);
    expect((await all()).map((r) => `${r.state}/${r.attempts}`)).toEqual(Array(12).fill("sent/1"));
    expect(a.sent + b.sent).toBe(12);
    expect(new Set(accepted).size).toBe(12);
    expect(accepted).toHaveLength(12);
  });

  it("an e-mail goes with its enquiry when the enquiry is erased", async () => {
    const [enquiry] = await handle.db
      .insert(t.enquiries)
      .values({ formType: "contact", status: "new", name: "Omar", email: "omar@example.com", sourcePage: "contact" })
      .returning();
    await enqueueEmail(handle.db, { ...email("omar@example.com"), enquiryId: enquiry!.id });
    await handle.db.delete(t.enquiries).where(eq(t.enquiries.id, enquiry!.id));
    expect(await all()).toHaveLength(0);
  });
});
