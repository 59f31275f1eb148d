import { describe, expect, it } from "vitest";
import { audienceOf, audienceSizesOf, EVERYONE, sizeFor, type SubscriberFacts } from "@/features/newsletter/audience";
import { batchAllowance, minutesToSend, windowStart } from "@/features/newsletter/pacing";
import {
  CAMPAIGN_MESSAGES,
  campaignSchema,
  emptyCampaign,
  linksIn,
  makeScheduleSchema,
  textOf,
} from "@/features/newsletter/schema";
import { campaignMessage, campaignEmailTo } from "@/features/newsletter/campaign-mail";
import { mailContextOf } from "@/features/outbox";
import { DEFAULT_SITE_SETTINGS } from "@/features/settings";
import { newsletterSettingsSchema } from "@/features/settings/schema";

const valid = { ...emptyCampaign(), subject: "The winter menu", bodyHtml: "<p>Slow-cooked nihari.</p>" };
const errorsOf = (input: unknown) => {
  const r = campaignSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the newsletter's pace, a site setting", () => {
  it("starts at 50 e-mails a minute", () => {
    expect(DEFAULT_SITE_SETTINGS.newsletter.perMinute).toBe(50);
  });

  it.each([0, 2.5, 1001, Number.NaN])("refuses %s e-mails a minute with the range in words", (perMinute) => {
    const r = newsletterSettingsSchema.safeParse({ perMinute });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("Please enter a whole number of e-mails from 1 to 1000.");
  });

  it("accepts a whole number from 1 to 1000", () => {
    for (const perMinute of [1, 50, 1000]) expect(newsletterSettingsSchema.parse({ perMinute })).toEqual({ perMinute });
  });
});

describe("the campaign form's schema", () => {
  it("accepts a subject and a message, and starts addressed to everyone subscribed", () => {
    expect(campaignSchema.safeParse(valid).success).toBe(true);
    expect(emptyCampaign()).toMatchObject({ audience: "all_subscribers" });
  });

  it.each([
    ["an empty subject", { subject: "  " }, "subject", CAMPAIGN_MESSAGES.subject],
    ["a message of empty paragraphs", { bodyHtml: "<p></p><p> </p>" }, "bodyHtml", CAMPAIGN_MESSAGES.body],
    [
      "a javascript: link",
      { bodyHtml: '<p><a href="javascript:alert(1)">menu</a></p>' },
      "bodyHtml",
      CAMPAIGN_MESSAGES.bodyLink,
    ],
    [
      "a protocol-relative link",
      { bodyHtml: '<p><a href="//evil.test">x</a></p>' },
      "bodyHtml",
      CAMPAIGN_MESSAGES.bodyLink,
    ],
    [
      "an image from elsewhere over http",
      { imageUrl: "http://x.test/a.jpg", imageAlt: "A" },
      "imageUrl",
      CAMPAIGN_MESSAGES.imageUrl,
    ],
    ["an image without a description", { imageUrl: "/media/a.webp" }, "imageAlt", CAMPAIGN_MESSAGES.imageAlt],
    ["an audience that does not exist yet", { audience: "regulars" }, "audience", undefined],
    [
      "a tagged audience without its tag",
      { audience: "tagged", audienceTag: " " },
      "audienceTag",
      CAMPAIGN_MESSAGES.audienceTag,
    ],
  ])("refuses %s", (_name, change, field, message) => {
    const errors = errorsOf({ ...valid, ...change });
    expect(Object.keys(errors)).toContain(field);
    if (message) expect(errors[field]).toBe(message);
  });

  it("takes a tag only with a tagged audience in mind: everyone subscribed needs none", () => {
    expect(campaignSchema.safeParse({ ...valid, audience: "tagged", audienceTag: "vip" }).success).toBe(true);
    expect(campaignSchema.safeParse({ ...valid, audience: "all_subscribers", audienceTag: "" }).success).toBe(true);
  });

  it("reads links and words as the guest's mail client will", () => {
    expect(linksIn("<p><a href=\"/menu?a=1&amp;b=2\">m</a> <a href='https://x.test'>x</a></p>")).toEqual([
      "/menu?a=1&b=2",
      "https://x.test",
    ]);
    expect(textOf("<p>Fish &amp; chips</p><p></p>")).toBe("Fish & chips");
  });

  it("schedules only a valid London time in the future, or now", () => {
    const now = () => new Date("2026-12-01T12:00:00Z");
    const schema = makeScheduleSchema(now);
    const id = "00000000-0000-4000-8000-000000000001";
    expect(schema.safeParse({ id, when: "now", sendAt: "" }).success).toBe(true);
    expect(schema.safeParse({ id, when: "later", sendAt: "2026-12-04T18:30" }).success).toBe(true);
    const past = schema.safeParse({ id, when: "later", sendAt: "2026-12-01T11:59" });
    expect(past.success ? null : past.error.issues[0]!.message).toBe(CAMPAIGN_MESSAGES.sendAtPast);
    const nonsense = schema.safeParse({ id, when: "later", sendAt: "2026-02-30T18:30" });
    expect(nonsense.success ? null : nonsense.error.issues[0]!.message).toBe(CAMPAIGN_MESSAGES.sendAt);
  });
});

describe("pacing", () => {
  it.each([
    [{ perMinute: 50, counted: 0 }, 50],
    [{ perMinute: 50, counted: 50 }, 0],
    [{ perMinute: 50, counted: 20 }, 30],
    [{ perMinute: 50, counted: 45 }, 5],
    [{ perMinute: 50, counted: 70 }, 0],
    [{ perMinute: 2.5, counted: 0 }, 2],
  ])("allows %j → %i more", (facts, expected) => {
    expect(batchAllowance(facts)).toBe(expected);
  });

  it("counts the last 60 seconds, and estimates the time in whole minutes", () => {
    expect(windowStart(new Date("2026-12-01T12:00:30Z")).toISOString()).toBe("2026-12-01T11:59:30.000Z");
    expect(minutesToSend(2000, 50)).toBe(40);
    expect(minutesToSend(0, 50)).toBe(1);
    expect(minutesToSend(51, 50)).toBe(2);
  });
});

describe("the audience", () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
  const row = (id: string, email: string | null, status: string, minute = 0): SubscriberFacts => ({
    id,
    email,
    status,
    createdAt: at(minute),
  });

  it("is everyone subscribed, oldest first, once per address", () => {
    expect(
      audienceOf([
        row("b", "b@x.test", "subscribed", 2),
        row("a", "a@x.test", "subscribed", 1),
        row("a2", " A@X.test", "subscribed", 3),
      ]),
    ).toEqual([
      { subscriberId: "a", email: "a@x.test" },
      { subscriberId: "b", email: "b@x.test" },
    ]);
  });

  const tagged = (tag: string) => ({ audience: "tagged" as const, audienceTag: tag });

  it("narrows to the subscribers whose guest has the tag, in any case, and counts each choice as it sends", () => {
    const rows = [
      { ...row("a", "a@x.test", "subscribed", 1), tags: ["vip", "dietary:vegan"] },
      { ...row("b", "b@x.test", "subscribed", 2), tags: ["custom:Quiet corner"] },
      { ...row("c", "c@x.test", "subscribed", 3), tags: [] },
      // Tagged, but left: never included, whatever the tag.
      { ...row("d", "d@x.test", "unsubscribed", 4), tags: ["vip"] },
      { ...row("d2", "D@x.test", "subscribed", 5), tags: ["vip"] },
      // The tag is on the guest of a later sign-up with the same address: the first sign-up still answers for it.
      { ...row("e", "e@x.test", "subscribed", 6), tags: [] },
      { ...row("e2", "E@x.test", "subscribed", 7), tags: ["vip"] },
      { ...row("f", null, "subscribed", 8), tags: ["vip"] },
    ];
    expect(audienceOf(rows, tagged("vip"))).toEqual([
      { subscriberId: "a", email: "a@x.test" },
      { subscriberId: "e", email: "e@x.test" },
    ]);
    expect(audienceOf(rows, tagged("custom:quiet corner")).map((m) => m.subscriberId)).toEqual(["b"]);
    expect(audienceOf(rows, tagged("allergy:sesame"))).toEqual([]);
    expect(audienceOf(rows, { audience: "tagged", audienceTag: null })).toEqual([]);
    expect(audienceOf(rows).map((m) => m.subscriberId)).toEqual(["a", "b", "c", "e"]);

    const sizes = audienceSizesOf(rows);
    for (const rule of [EVERYONE, tagged("vip"), tagged("custom:quiet corner"), tagged("allergy:sesame")])
      expect(sizeFor(sizes, rule)).toBe(audienceOf(rows, rule).length);
    expect(sizeFor(sizes, tagged("__proto__"))).toBe(0);
  });

  it("leaves out an address that ever unsubscribed, whatever its other sign-ups say", () => {
    expect(
      audienceOf([
        row("a", "a@x.test", "unsubscribed"),
        row("a2", "A@x.test", "subscribed", 5),
        row("n", null, "subscribed"),
      ]),
    ).toEqual([]);
  });
});

describe("a guest's copy", () => {
  const ctx = mailContextOf({
    restaurantName: "47 Restaurant",
    tagline: "Pakistani kitchen",
    contact: DEFAULT_SITE_SETTINGS.contact,
    siteUrl: "https://47restaurant.test",
  });
  const message = campaignMessage(
    {
      subject: "The winter\nmenu",
      preheader: "",
      bodyHtml:
        '<p>See the <a href="/menu">menu</a> &amp; <a href="https://maps.test/?q=47">map</a>.</p><ul><li>Nihari</li></ul>',
      imageUrl: "/media/gallery/a.webp",
      imageAlt: "A bowl of nihari",
    },
    "https://47restaurant.test",
  );
  const email = campaignEmailTo(message, { subscriberId: "sub-1", email: "amina@example.com" }, ctx, "secret");

  it("keeps every link as written, only making paths on this site absolute", () => {
    expect(email.subject).toBe("The winter menu");
    expect(email.html).toContain('href="https://47restaurant.test/menu"');
    expect(email.html).toContain('href="https://maps.test/?q=47"');
    expect(email.html).toContain('src="https://47restaurant.test/media/gallery/a.webp" alt="A bowl of nihari"');
    expect(email.html).not.toMatch(/<img[^>]*(width="1"|height="1")/);
    expect(email.text).toContain("See the menu (https://47restaurant.test/menu) & map (https://maps.test/?q=47).");
    expect(email.text).toContain("- Nihari");
  });

  it("carries the guest's own unsubscribe link and one-click headers", () => {
    expect(email.headers["List-Unsubscribe"]).toMatch(
      /^<https:\/\/47restaurant\.test\/api\/newsletter\/unsubscribe\?id=sub-1&token=/,
    );
    expect(email.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(email.text).toMatch(
      /Unsubscribe with one click: https:\/\/47restaurant\.test\/newsletter\/unsubscribe\?id=sub-1&token=/,
    );
  });
});
