import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import {
  emailOutbox,
  enquiries,
  guests,
  newsletterCampaigns,
  newsletterRecipients,
  siteSettings,
  type OutboxEmail,
} from "@/lib/db/schema";
import { flushOutbox, type OutboxTransport, type SenderOptions } from "@/features/outbox/sender";
import { readAudience, runCampaigns } from "@/features/newsletter/campaign-sender";
import { newsletterActions } from "@/features/newsletter/changes";
import {
  readAudienceChoices,
  readAudienceCount,
  readCampaign,
  readFailedDeliveries,
} from "@/features/newsletter/admin-queries";
import { sizeFor } from "@/features/newsletter/audience";
import { CAMPAIGN_MESSAGES, emptyCampaign, noAudienceMessage, type CampaignInput } from "@/features/newsletter/schema";
import { ADMIN_ACTION_MESSAGES, createAdminAction } from "@/lib/actions/admin-action-core";
import { fromLondonLocal } from "@/lib/time/london";
import { adminDeps, TEST_MAIL_CONFIG, withTestDatabase } from "../support/admin-harness";
import { usingRealPostgres } from "../support/test-db";
import { scaled } from "../../scripts/lib/time-scale.mjs";

const t = withTestDatabase();
const config = TEST_MAIL_CONFIG;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

async function subscribe(count: number, over: Partial<typeof enquiries.$inferInsert> = {}, prefix = "guest") {
  const rows = Array.from({ length: count }, (_, i) => ({
    formType: "newsletter" as const,
    status: "subscribed" as const,
    name: `Guest ${i}`,
    email: `${prefix}-${i}@example.com`,
    sourcePage: "home",
    ...over,
  }));
  for (let i = 0; i < rows.length; i += 500) await t.db.insert(enquiries).values(rows.slice(i, i + 500));
}

async function campaign(over: Partial<typeof newsletterCampaigns.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(newsletterCampaigns)
    .values({
      subject: "The winter menu is here",
      preheader: "Slow-cooked nihari and a new mocktail",
      bodyHtml: '<p>Dear guest,</p><p>Our <a href="/menu">winter menu</a> starts on Friday.</p>',
      status: "scheduled",
      ...over,
    })
    .returning();
  return row!;
}

/** The "E-mails a minute" setting, as staff save it. */
async function pace(perMinute: number) {
  await t.db
    .insert(siteSettings)
    .values({ key: "newsletter", value: { perMinute } })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: { perMinute } } });
}

/**
 * The database as a server sees it that is killed half-way through a batch: its transaction has
 * claimed the guests' rows and dies as it writes their e-mails to the outbox.
 */
function killedMidBatch(db: Database): Database {
  const dying = (tx: object) =>
    new Proxy(tx, {
      get(target, prop, receiver) {
        const value: unknown = Reflect.get(target, prop, receiver);
        if (prop !== "insert" || typeof value !== "function") return value;
        return (table: unknown) => {
          if (table === emailOutbox) throw new Error("the server was killed");
          return (value as (t: unknown) => unknown).call(receiver, table);
        };
      },
    });
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== "transaction") return Reflect.get(target, prop, receiver);
      return (work: (tx: object) => Promise<unknown>) => target.transaction((tx) => work(dying(tx)));
    },
  });
}

/** A mail server that records every delivery and when it happened. */
function recordingTransport(clock: () => Date) {
  const deliveries: { to: string; at: Date; email: OutboxEmail }[] = [];
  const transport: OutboxTransport = {
    send: async (email) => {
      deliveries.push({ to: email.toAddress, at: clock(), email });
    },
  };
  return { deliveries, transport };
}

const sender = (transport: OutboxTransport, now: () => Date): SenderOptions => ({
  transport,
  maxAttempts: 3,
  baseDelayMs: MINUTE,
  maxDelayMs: 10 * MINUTE,
  leaseMs: 5 * MINUTE,
  limit: 1000,
  now,
});

/** The largest number of `times` inside any 60 seconds. */
function busiestMinute(times: Date[]): number {
  const sorted = times.map((d) => d.getTime()).sort((a, b) => a - b);
  let most = 0;
  let from = 0;
  for (let to = 0; to < sorted.length; to++) {
    while (sorted[to]! - sorted[from]! >= MINUTE) from++;
    most = Math.max(most, to - from + 1);
  }
  return most;
}

beforeEach(async () => {
  await t.db.delete(siteSettings);
  await t.db.delete(newsletterRecipients);
  await t.db.delete(newsletterCampaigns);
  await t.db.delete(emailOutbox);
  await t.db.delete(enquiries);
});

describe(`newsletter campaigns on ${usingRealPostgres() ? "PostgreSQL" : "PGlite"}`, () => {
  // 2,000 deliveries through the outbox, one claim each: slower than the suite's usual minute.
  it(
    "reaches 2,000 subscribers exactly once with two senders at once, one killed mid-batch, never faster than the set rate",
    { timeout: scaled(300_000) },
    async () => {
      await subscribe(2000);
      // Not in the audience: a guest who unsubscribed (a repeat sign-up leaves them so).
      await subscribe(1, { email: "left@example.com", status: "unsubscribed" }, "left");
      expect(await readAudience(t.db)).toHaveLength(2000);

      const start = new Date(Math.ceil(Date.now() / MINUTE) * MINUTE);
      const perMinute = 100;
      await pace(perMinute);
      const c = await campaign({ scheduledAt: start });
      let now = start;
      const clock = () => now;
      const { deliveries, transport } = recordingTransport(clock);
      // The second server dies twice: once while queueing a batch, once while delivering one (its
      // mail server call never returns). Each time it comes back as a fresh server a tick later.
      const KILLED_QUEUEING = 3;
      const KILLED_DELIVERING = 6;
      const hung: OutboxTransport = { send: () => new Promise<never>(() => {}) };

      for (let tick = 0; tick < 120; tick++) {
        // Every 20 seconds, two servers each look for work and each deliver what is due.
        const second = tick === KILLED_QUEUEING ? killedMidBatch(t.db) : t.db;
        const runs = await Promise.all([
          runCampaigns(t.db, { now, config }),
          runCampaigns(second, { now, config }).catch((err: Error) => {
            expect(err.message).toBe("the server was killed");
            return { queued: 0 };
          }),
        ]);
        expect(runs.reduce((n, r) => n + r.queued, 0)).toBeLessThanOrEqual(perMinute);
        if (tick === KILLED_DELIVERING) void flushOutbox(t.db, sender(hung, clock));
        await Promise.all([
          flushOutbox(t.db, sender(transport, clock)),
          tick === KILLED_DELIVERING ? null : flushOutbox(t.db, sender(transport, clock)),
        ]);
        const [row] = await t.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, c.id));
        if (row!.status === "sent") break;
        now = new Date(now.getTime() + 20 * SECOND);
      }

      const [done] = await t.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, c.id));
      expect(done!.status).toBe("sent");
      const perAddress = new Map<string, number>();
      for (const d of deliveries) perAddress.set(d.to.toLowerCase(), (perAddress.get(d.to.toLowerCase()) ?? 0) + 1);
      expect(perAddress.size).toBe(2000);
      expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
      expect(perAddress.has("left@example.com")).toBe(false);

      const recipients = await t.db
        .select()
        .from(newsletterRecipients)
        .where(eq(newsletterRecipients.campaignId, c.id));
      expect(recipients).toHaveLength(2000);
      expect(busiestMinute(recipients.map((r) => r.queuedAt!))).toBeLessThanOrEqual(perMinute);
      expect(busiestMinute(deliveries.map((d) => d.at))).toBeLessThanOrEqual(perMinute);
      // Paced, not slowed to a crawl: 2,000 at 100 a minute take about 20 minutes.
      expect(now.getTime() - start.getTime()).toBeLessThan(25 * MINUTE);

      // Each guest's copy carries their own signed unsubscribe link, in the footer and the headers.
      const one = deliveries[0]!.email;
      expect(one.subject).toBe("The winter menu is here");
      expect(one.headers["List-Unsubscribe"]).toMatch(
        new RegExp(`^<https://47restaurant\\.test/api/newsletter/unsubscribe\\?id=${one.enquiryId}&token=[\\w-]+>$`),
      );
      expect(one.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(one.html).toContain(`/newsletter/unsubscribe?id=${one.enquiryId}&amp;token=`);
      expect(one.html).toContain('href="https://47restaurant.test/menu"');
      expect(one.textBody).toContain("winter menu (https://47restaurant.test/menu)");
      expect(new Set(deliveries.map((d) => d.email.headers["List-Unsubscribe"])).size).toBe(2000);

      // A server that wakes up later, or a campaign started again by mistake, sends nobody a second copy.
      await t.db.update(newsletterCampaigns).set({ status: "scheduled" }).where(eq(newsletterCampaigns.id, c.id));
      now = new Date(now.getTime() + 5 * MINUTE);
      await runCampaigns(t.db, { now, config });
      await runCampaigns(t.db, { now: new Date(now.getTime() + MINUTE), config });
      await flushOutbox(t.db, sender(transport, clock));
      expect(deliveries).toHaveLength(2000);
    },
  );

  it("sends a scheduled campaign at its London time, not before", async () => {
    await subscribe(3);
    const at = fromLondonLocal("2026-12-04T18:30");
    const c = await campaign({ scheduledAt: at });

    const early = await runCampaigns(t.db, { now: new Date(at.getTime() - MINUTE), config });
    expect(early).toEqual({ started: 0, queued: 0, skipped: 0, finished: 0 });
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0);
    expect(await t.db.select().from(newsletterRecipients)).toHaveLength(0);

    expect(await runCampaigns(t.db, { now: at, config })).toEqual({ started: 1, queued: 3, skipped: 0, finished: 1 });
    const [row] = await t.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, c.id));
    expect(row).toMatchObject({ status: "sent", startedAt: at, finishedAt: at });
    expect(await t.db.select().from(emailOutbox)).toHaveLength(3);
  });

  it("paces every campaign sending at once together, at the one rate, oldest first", async () => {
    await subscribe(30);
    await pace(10);
    const at = new Date("2026-12-04T18:30:00Z");
    const first = await campaign({ scheduledAt: at, subject: "First" });
    const second = await campaign({ scheduledAt: new Date(at.getTime() + 1000), subject: "Second" });
    const later = new Date(at.getTime() + 2000);
    expect(await runCampaigns(t.db, { now: later, config })).toMatchObject({ started: 2, queued: 10 });
    const queuedFor = async (id: string) =>
      (await t.db.select().from(newsletterRecipients).where(eq(newsletterRecipients.campaignId, id))).filter(
        (r) => r.state === "queued",
      ).length;
    expect(await queuedFor(first.id)).toBe(10);
    expect(await queuedFor(second.id)).toBe(0);

    // Delivered, and a minute on: the next ten, still the older campaign's.
    await t.db.update(emailOutbox).set({ state: "sent" });
    expect(await runCampaigns(t.db, { now: new Date(later.getTime() + 30_000), config })).toMatchObject({ queued: 0 });
    expect(await runCampaigns(t.db, { now: new Date(later.getTime() + MINUTE + 1), config })).toMatchObject({
      queued: 10,
    });
    expect(await queuedFor(first.id)).toBe(20);
    expect(await queuedFor(second.id)).toBe(0);
  });

  it("skips a guest who unsubscribes after the campaign started, and waits while it is paused", async () => {
    await subscribe(4);
    const at = new Date("2026-12-04T18:30:00Z");
    await pace(2);
    const c = await campaign({ scheduledAt: at });
    expect(await runCampaigns(t.db, { now: at, config })).toMatchObject({ started: 1, queued: 2 });

    await t.db.update(newsletterCampaigns).set({ status: "paused" }).where(eq(newsletterCampaigns.id, c.id));
    expect(await runCampaigns(t.db, { now: new Date(at.getTime() + 2 * MINUTE), config })).toMatchObject({ queued: 0 });

    // One of the two guests still waiting leaves.
    const [waiting] = await t.db
      .select({ subscriberId: newsletterRecipients.subscriberId })
      .from(newsletterRecipients)
      .where(eq(newsletterRecipients.state, "pending"))
      .limit(1);
    const [leaving] = await t.db
      .update(enquiries)
      .set({ status: "unsubscribed" })
      .where(eq(enquiries.id, waiting!.subscriberId))
      .returning();
    await t.db.update(newsletterCampaigns).set({ status: "sending" }).where(eq(newsletterCampaigns.id, c.id));
    // The first batch is still in the outbox (no sender ran): it counts against the rate.
    expect(await runCampaigns(t.db, { now: new Date(at.getTime() + 3 * MINUTE), config })).toMatchObject({ queued: 0 });
    await t.db.update(emailOutbox).set({ state: "sent" });
    expect(await runCampaigns(t.db, { now: new Date(at.getTime() + 4 * MINUTE), config })).toEqual({
      started: 0,
      queued: 1,
      skipped: 1,
      finished: 1,
    });
    const outbox = await t.db.select().from(emailOutbox);
    expect(outbox).toHaveLength(3);
    expect(outbox.map((e) => e.toAddress)).not.toContain(leaving!.email);
  });

  it("lets a manager write, test and send a newsletter, shows its counts, and keeps a host out", async () => {
    await subscribe(3);
    const now = new Date("2026-12-01T10:00:00Z");
    const defs = newsletterActions({ now: () => now, mailConfig: () => config });
    const as = (role: "manager" | "host") => {
      const action = createAdminAction(adminDeps(t.db, `${role}@47restaurant.test`, role));
      return {
        create: action(defs.createCampaign),
        schedule: action(defs.scheduleCampaign),
        test: action(defs.sendTestCampaign),
        remove: action(defs.deleteCampaign),
        pause: action(defs.pauseCampaign),
      };
    };
    const manager = as("manager");
    const draft = { ...emptyCampaign(), subject: "Eid at 47", bodyHtml: "<p>Join us.</p><script>alert(1)</script>" };

    expect(await as("host").create(draft)).toEqual({ ok: false, error: ADMIN_ACTION_MESSAGES.notForRole });
    const created = await manager.create(draft);
    if (!created.ok) throw new Error(created.error);
    const id = created.data.id;
    const [stored] = await t.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
    expect(stored).toMatchObject({ status: "draft", bodyHtml: "<p>Join us.</p>" });

    expect(await manager.test({ id })).toEqual({ ok: true, data: { to: "manager@47restaurant.test" } });
    const [testCopy] = await t.db.select().from(emailOutbox);
    expect(testCopy).toMatchObject({ toAddress: "manager@47restaurant.test", subject: "[Test] Eid at 47" });
    expect(await t.db.select().from(newsletterRecipients)).toHaveLength(0);

    expect(await manager.schedule({ id, when: "later", sendAt: "2026-12-01T09:00" })).toMatchObject({ ok: false });
    expect(await manager.schedule({ id, when: "later", sendAt: "2026-12-01T12:00" })).toEqual({
      ok: true,
      data: { scheduledAt: "2026-12-01T12:00:00.000Z" },
    });
    expect(await manager.pause({ id })).toMatchObject({ ok: false, error: expect.stringMatching(/is scheduled/) });
    await runCampaigns(t.db, { now: new Date("2026-12-01T12:00:00Z"), config });
    expect(await manager.remove({ id })).toMatchObject({ ok: false, error: expect.stringMatching(/is sent/) });

    await t.db.update(emailOutbox).set({ state: "sent" });
    await t.db.update(enquiries).set({ status: "unsubscribed" }).where(eq(enquiries.email, "guest-0@example.com"));
    const summary = await readCampaign(t.db, id);
    expect(summary).toMatchObject({
      status: "sent",
      counts: { recipients: 3, sent: 3, failed: 0, unsubscribedSince: 1 },
    });
  });

  it("retries a refused address as the outbox does, then reports it failed on the campaign", async () => {
    await subscribe(3);
    const at = new Date("2026-12-04T18:30:00Z");
    const c = await campaign({ scheduledAt: at });
    let now = at;
    const clock = () => now;
    const delivered: string[] = [];
    const transport: OutboxTransport = {
      send: async (email) => {
        if (email.toAddress === "guest-1@example.com") throw new Error("550 mailbox unavailable");
        delivered.push(email.toAddress);
      },
    };
    await runCampaigns(t.db, { now, config });
    for (let attempt = 0; attempt < 4; attempt++) {
      await flushOutbox(t.db, sender(transport, clock));
      now = new Date(now.getTime() + 15 * MINUTE);
    }
    expect(delivered.sort()).toEqual(["guest-0@example.com", "guest-2@example.com"]);
    expect(await readCampaign(t.db, c.id)).toMatchObject({
      status: "sent",
      counts: { sent: 2, failed: 1, delivering: 0 },
    });
    expect(await readFailedDeliveries(t.db, c.id)).toEqual([
      expect.objectContaining({ to: "guest-1@example.com", reason: "550 mailbox unavailable" }),
    ]);
  });
});

describe("a newsletter to the subscribers with one guest-book tag", () => {
  const now = new Date("2026-12-01T10:00:00Z");
  const defs = newsletterActions({ now: () => now, mailConfig: () => config });
  const action = () => createAdminAction(adminDeps(t.db, "manager@47restaurant.test", "manager"));
  const create = (input: Partial<CampaignInput>) =>
    action()(defs.createCampaign)({ ...emptyCampaign(), subject: "For our VIPs", bodyHtml: "<p>Hello</p>", ...input });

  /** A guest in the book with these tags, and their newsletter sign-ups (subscribed or not), oldest first. */
  async function guest(name: string, tags: string[], signUps: ("subscribed" | "unsubscribed")[]) {
    const email = `${name.toLowerCase()}@example.com`;
    const [g] = await t.db.insert(guests).values({ name, email, tags }).returning();
    const rows = [];
    for (const [i, status] of signUps.entries()) {
      const [row] = await t.db
        .insert(enquiries)
        .values({
          formType: "newsletter",
          status,
          name,
          // A second sign-up of one address can only differ by spaces (the unique index is on lower(email)).
          email: `${" ".repeat(i)}${email}`,
          guestId: g!.id,
          sourcePage: "home",
          createdAt: new Date(now.getTime() - (10 - i) * MINUTE),
        })
        .returning();
      rows.push(row!);
    }
    return { guest: g!, signUps: rows };
  }

  beforeEach(async () => {
    await t.db.delete(guests);
  });

  it("reaches only the tagged guests still subscribed, once each, and the count shown beforehand is what it sends", async () => {
    const amina = await guest("Amina", ["vip", "dietary:vegan"], ["subscribed"]);
    const bilal = await guest("Bilal", ["vip"], ["subscribed", "subscribed"]);
    await guest("Carys", ["vip"], ["unsubscribed"]);
    // Unsubscribed on one sign-up: never again, whatever the other says.
    await guest("Dev", ["vip"], ["subscribed", "unsubscribed"]);
    await guest("Esme", ["regular"], ["subscribed"]);
    // Tagged but never signed up.
    await guest("Farid", ["vip"], []);
    await subscribe(2, {}, "untagged");

    const choices = await readAudienceChoices(t.db);
    expect(choices.tags.map((tag) => [tag.group, tag.label])).toEqual([
      ["Guest", "Regular"],
      ["Guest", "VIP"],
      ["Dietary needs", "Vegan"],
    ]);
    const rule = { audience: "tagged" as const, audienceTag: "vip" };
    expect(sizeFor(choices.sizes, rule)).toBe(2);
    expect(choices.sizes.all).toBe(5);

    const created = await create({ audience: "tagged", audienceTag: "vip" });
    if (!created.ok) throw new Error(created.error);
    const { id } = created.data;
    const [stored] = await t.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
    expect(stored).toMatchObject({ audience: "tagged", audienceTag: "vip" });
    const shown = await readAudienceCount(t.db, stored!);
    expect(shown).toBe(2);

    expect(await action()(defs.scheduleCampaign)({ id, when: "now", sendAt: "" })).toMatchObject({ ok: true });
    expect(await runCampaigns(t.db, { now, config })).toEqual({ started: 1, queued: 2, skipped: 0, finished: 1 });
    // Tagged after it started: the audience was written out at the start, so nothing more goes.
    await guest("Gul", ["vip"], ["subscribed"]);
    await runCampaigns(t.db, { now: new Date(now.getTime() + 5 * MINUTE), config });

    const recipients = await t.db.select().from(newsletterRecipients).where(eq(newsletterRecipients.campaignId, id));
    expect(recipients.map((r) => r.subscriberId).sort()).toEqual([amina.signUps[0]!.id, bilal.signUps[0]!.id].sort());
    const outbox = await t.db.select().from(emailOutbox);
    expect(outbox.map((e) => e.toAddress).sort()).toEqual(["amina@example.com", "bilal@example.com"]);
    expect(outbox).toHaveLength(shown);
    expect((await readCampaign(t.db, id))!.counts.recipients).toBe(shown);
  });

  it("shows 0 for a tag nobody subscribed carries and refuses to send it, naming the tag", async () => {
    await guest("Amina", ["vip", "allergy:sesame"], ["unsubscribed"]);
    await guest("Bilal", ["regular"], ["subscribed"]);
    const created = await create({ audience: "tagged", audienceTag: "allergy:sesame" });
    if (!created.ok) throw new Error(created.error);
    const [stored] = await t.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, created.data.id));
    expect(await readAudienceCount(t.db, stored!)).toBe(0);
    expect(sizeFor((await readAudienceChoices(t.db)).sizes, stored!)).toBe(0);

    expect(await action()(defs.scheduleCampaign)({ id: stored!.id, when: "now", sendAt: "" })).toEqual({
      ok: false,
      error: noAudienceMessage("Allergy: Sesame"),
    });
    const [after] = await t.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, stored!.id));
    expect(after!.status).toBe("draft");
    expect(await t.db.select().from(newsletterRecipients)).toHaveLength(0);
  });

  it("needs a tag the guest book can read, and keeps none for everyone subscribed", async () => {
    expect(await create({ audience: "tagged", audienceTag: "" })).toMatchObject({
      ok: false,
      fieldErrors: { audienceTag: [CAMPAIGN_MESSAGES.audienceTag] },
    });
    expect(await create({ audience: "tagged", audienceTag: "allergy:moonbeams" })).toMatchObject({
      ok: false,
      error: CAMPAIGN_MESSAGES.audienceTagUnknown,
    });
    const everyone = await create({ audience: "all_subscribers", audienceTag: "vip" });
    if (!everyone.ok) throw new Error(everyone.error);
    const [row] = await t.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, everyone.data.id));
    expect(row).toMatchObject({ audience: "all_subscribers", audienceTag: null });
    // The table holds the same rule: a tagged row without its tag is refused.
    await expect(
      t.db.insert(newsletterCampaigns).values({ subject: "x", audience: "tagged", audienceTag: null }),
    ).rejects.toThrow();
  });
});
