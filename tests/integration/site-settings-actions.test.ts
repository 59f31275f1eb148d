import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ADMIN_ACTION_MESSAGES } from "@/lib/actions/admin-action-core";
import {
  saveBookingSettings,
  saveCollectionHours,
  saveContactSettings,
  saveFaqs,
  savePackages,
  saveTestimonials,
} from "@/features/settings/changes";
import { activityLog, siteSettings } from "@/lib/db/schema";
import { DEFAULT_SITE_SETTINGS } from "@/features/settings/defaults";
import { readSiteSettings } from "@/features/settings/read";
import {
  bookingSettingsSchema,
  collectionHoursSchema,
  contactSettingsSchema,
  faqsSchema,
  packagesSchema,
  testimonialsSchema,
} from "@/features/settings/schema";
import { OWNER, SIGNED_OUT, withTestDatabase, wrapperAs } from "../support/admin-harness";
import { storedClosedDay } from "../support/hours";

const database = withTestDatabase();

function harness(kind: "admin" | "signed-out" = "admin") {
  const { deps, adminAction } = wrapperAs(kind === "admin" ? OWNER : SIGNED_OUT, () => database.db);
  const def = { entity: "site_settings", tags: ["settings"] } as const;
  return {
    deps,
    contact: adminAction({
      name: "settings.saveContact",
      schema: contactSettingsSchema,
      ...def,
      run: saveContactSettings,
    }),
    collection: adminAction({
      name: "settings.saveCollectionHours",
      schema: collectionHoursSchema,
      ...def,
      run: saveCollectionHours,
    }),
    packages: adminAction({ name: "settings.savePackages", schema: packagesSchema, ...def, run: savePackages }),
    faqs: adminAction({ name: "settings.saveFaqs", schema: faqsSchema, ...def, run: saveFaqs }),
    bookings: adminAction({
      name: "settings.saveBookings",
      schema: bookingSettingsSchema,
      ...def,
      run: saveBookingSettings,
    }),
    testimonials: adminAction({
      name: "settings.saveTestimonials",
      schema: testimonialsSchema,
      ...def,
      run: saveTestimonials,
    }),
  };
}

const logFor = (key: string) =>
  database.db.select().from(activityLog).where(eq(activityLog.entityId, key)).orderBy(activityLog.createdAt);
const contactForm = () => ({ ...DEFAULT_SITE_SETTINGS.contact });

describe("site settings", () => {
  it("start as the migration's defaults", async () => {
    expect(await readSiteSettings(database.db)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it("contact: saves the phone and a social link, logs before/after by the actor and updates the settings tag", async () => {
    const h = harness();
    const result = await h.contact({
      ...contactForm(),
      phone: "0116 000 1111",
      instagramUrl: "https://www.instagram.com/47restaurant",
    });
    expect(result).toEqual({ ok: true, data: { changed: true } });
    const saved = (await readSiteSettings(database.db)).contact;
    expect(saved).toMatchObject({ phone: "0116 000 1111", instagramUrl: "https://www.instagram.com/47restaurant" });
    expect(h.deps.updateTag).toHaveBeenCalledWith("settings");
    const [log] = await logFor("contact");
    expect(log).toMatchObject({
      actorEmail: "chef@example.com",
      action: "site_settings.updated",
      entity: "site_settings",
      summary: "Updated the contact details and social links",
    });
    expect(log!.before).toMatchObject({ phone: "0116 288 4747", instagramUrl: "" });
    expect(log!.after).toMatchObject({
      phone: "0116 000 1111",
      instagramUrl: "https://www.instagram.com/47restaurant",
    });
  });

  it("contact: an unchanged save logs nothing; a non-https link is refused with a field error and nothing changes", async () => {
    const h = harness();
    const current = (await readSiteSettings(database.db)).contact;
    expect(await h.contact(current)).toEqual({ ok: true, data: { changed: false } });
    expect(await logFor("contact")).toHaveLength(1);
    const refused = await h.contact({ ...current, facebookUrl: "javascript:alert(1)" });
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.fieldErrors?.facebookUrl).toEqual([
        "The Facebook link must be a full https:// address, or left empty.",
      ]);
    expect((await readSiteSettings(database.db)).contact.facebookUrl).toBe("");
  });

  it("refuses anyone who is not staff without writing", async () => {
    const h = harness("signed-out");
    const result = await h.contact({ ...contactForm(), phone: "0000 000 0000" });
    expect(result).toEqual({ ok: false, error: ADMIN_ACTION_MESSAGES.notAuthorised });
    expect((await readSiteSettings(database.db)).contact.phone).toBe("0116 000 1111");
  });

  it("collection hours: a week grid, closed day without times", async () => {
    const h = harness();
    const days = DEFAULT_SITE_SETTINGS.collectionHours.days.map((d) => ({
      day: d.day,
      isClosed: d.isClosed,
      openTime1: d.openTime1 ?? "",
      closeTime1: d.closeTime1 ?? "",
      openTime2: "",
      closeTime2: "",
      notes: "",
    }));
    days[1] = { ...days[1]!, isClosed: true };
    expect((await h.collection({ days })).ok).toBe(true);
    const saved = (await readSiteSettings(database.db)).collectionHours.days;
    expect(saved[1]).toEqual(storedClosedDay(2));
    const [log] = await logFor("collection_hours");
    expect((log!.before as { days: Array<{ isClosed: boolean }> }).days[1]!.isClosed).toBe(false);
  });

  it("packages: edit a price, reorder, delete and add in one save; the list is stored in the new order", async () => {
    const h = harness();
    const form = DEFAULT_SITE_SETTINGS.packages.items.map((p) => ({
      ...p,
      price: String(p.price),
      includes: p.includes.join("\n"),
    }));
    const [gathering, celebration] = form;
    const result = await h.packages({
      items: [
        { ...celebration!, price: "36" },
        gathering!,
        { name: "Iftar", price: "18.50", summary: "", includes: "Dates and water\nSoup", popular: false },
      ],
    });
    expect(result.ok).toBe(true);
    const items = (await readSiteSettings(database.db)).packages.items;
    expect(items.map((p) => [p.name, p.price])).toEqual([
      ["Celebration", 36],
      ["Gathering", 22],
      ["Iftar", 18.5],
    ]);
    expect(items[2]!.includes).toEqual(["Dates and water", "Soup"]);
    const [log] = await logFor("packages");
    expect((log!.before as { items: unknown[] }).items).toHaveLength(3);
    expect((log!.after as { items: Array<{ name: string }> }).items.map((p) => p.name)).toEqual([
      "Celebration",
      "Gathering",
      "Iftar",
    ]);
  });

  it("faqs and testimonials: saved as ordered lists; an empty list is allowed", async () => {
    const h = harness();
    expect(
      (await h.faqs({ items: [{ question: "Do you have parking?", answer: "Yes, on the roads nearby." }] })).ok,
    ).toBe(true);
    expect((await h.testimonials({ items: [] })).ok).toBe(true);
    const s = await readSiteSettings(database.db);
    expect(s.faqs.items).toEqual([{ question: "Do you have parking?", answer: "Yes, on the roads nearby." }]);
    expect(s.testimonials.items).toEqual([]);
    expect(await logFor("testimonials")).toHaveLength(1);
  });

  it("bookings: the grace period, the waitlist's offer, how long guests' details are kept and instant confirmation are all saved", async () => {
    expect((await readSiteSettings(database.db)).bookings.instantConfirmation).toBe(false);
    const saved = await harness().bookings({
      noShowGraceMinutes: 20,
      waitlistOfferHours: 3,
      retentionMonths: 36,
      instantConfirmation: true,
    });
    expect(saved.ok).toBe(true);
    expect((await readSiteSettings(database.db)).bookings).toMatchObject({
      noShowGraceMinutes: 20,
      waitlistOfferHours: 3,
      retentionMonths: 36,
      instantConfirmation: true,
    });
  });

  it("a missing row reads as its default, so a page never shows a gap", async () => {
    await database.db.delete(siteSettings).where(eq(siteSettings.key, "faqs"));
    expect((await readSiteSettings(database.db)).faqs).toEqual(DEFAULT_SITE_SETTINGS.faqs);
  });
});
