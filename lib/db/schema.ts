import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ENQUIRY_STATUSES, STATUSES_BY_TYPE } from "../enquiries/statuses";

/** `(form_type = 'reservation' AND status IN (…)) OR …`, from the one list of statuses per type. */
function statusFitsTypeSql() {
  const clauses = Object.entries(STATUSES_BY_TYPE).map(
    ([type, statuses]) => `("form_type" = '${type}' AND "status" IN (${statuses.map((s) => `'${s}'`).join(", ")}))`,
  );
  return sql.raw(clauses.join(" OR "));
}

/* Shared column helpers. Every table has a uuid id and timestamps (DESIGN.md §Data). */
const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const contentStatus = pgEnum("content_status", ["draft", "published"]);
export const enquiryFormType = pgEnum("enquiry_form_type", ["newsletter", "reservation", "contact", "event"]);
export const enquiryStatus = pgEnum("enquiry_status", ENQUIRY_STATUSES);
export const popupAudience = pgEnum("popup_audience", ["everyone", "new", "returning"]);
export const popupFrequency = pgEnum("popup_frequency", ["always", "session", "persistent"]);
export const galleryMediaType = pgEnum("gallery_media_type", ["image", "video"]);

export const heroVideos = pgTable(
  "hero_videos",
  {
    id: id(),
    status: contentStatus("status").notNull().default("draft"),
    visible: boolean("visible").notNull().default(true),
    sortIndex: integer("sort_index").notNull().default(0),
    /** Null for a still slide: the poster alone, shown for the slide's duration. */
    videoUrl: text("video_url"),
    videoWebm: text("video_webm"),
    posterUrl: text("poster_url").notNull(),
    posterWidth: integer("poster_width"),
    posterHeight: integer("poster_height"),
    altText: text("alt_text").notNull().default(""),
    transitionDuration: integer("transition_duration").notNull().default(5000),
    /** Storage keys of every file this row owns, so deleting the row can delete its files. */
    storageKeys: text("storage_keys").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("hero_videos_public_idx").on(t.status, t.visible, t.sortIndex),
    check("hero_videos_transition_min", sql`${t.transitionDuration} >= 3500`),
  ],
);

/**
 * Migration 0001 also gives this table a stored `search_vector` (GIN-indexed) and sort indexes
 * for the admin inbox. They are left out here on purpose: only lib/enquiries/inbox-query.ts
 * reads the column, and leaving it out keeps it out of every `select()` of a whole row.
 */
export const enquiries = pgTable(
  "enquiries",
  {
    id: id(),
    formType: enquiryFormType("form_type").notNull(),
    /** No default: each type starts in its own status (initialStatus); a CHECK keeps it within its type. */
    status: enquiryStatus("status").notNull(),
    name: text("name").notNull(),
    /** Null only for a booking staff took by phone without an address. */
    email: text("email"),
    phone: text("phone"),
    message: text("message"),
    preferredDate: date("preferred_date"),
    /** Reservations only: "HH:MM". The original product collected it and dropped it. */
    preferredTime: time("preferred_time"),
    guests: integer("guests"),
    eventType: text("event_type"),
    serviceStyle: text("service_style"),
    sourcePage: text("source_page").notNull(),
    internalNote: text("internal_note"),
    handledBy: text("handled_by"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** The status a row had before per-type statuses (migration 0008), where the new one says less. */
    legacyStatus: text("legacy_status"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("enquiries_type_status_created_idx").on(t.formType, t.status, t.createdAt),
    index("enquiries_created_idx").on(t.createdAt),
    index("enquiries_preferred_date_idx").on(t.preferredDate),
    // One newsletter row per address: re-subscribing must not create a duplicate.
    uniqueIndex("enquiries_newsletter_email_uniq")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.formType} = 'newsletter'`),
    check("enquiries_status_fits_type", statusFitsTypeSql()),
  ],
);

export const openingTimes = pgTable(
  "opening_times",
  {
    id: id(),
    /** ISO weekday: 1 = Monday … 7 = Sunday. */
    day: smallint("day").notNull(),
    isClosed: boolean("is_closed").notNull().default(false),
    openTime1: time("open_time_1"),
    closeTime1: time("close_time_1"),
    openTime2: time("open_time_2"),
    closeTime2: time("close_time_2"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("opening_times_day_uniq").on(t.day), check("opening_times_day_range", sql`${t.day} between 1 and 7`)],
);

export const specialHours = pgTable(
  "special_hours",
  {
    id: id(),
    date: date("date").notNull(),
    isClosed: boolean("is_closed").notNull().default(false),
    openTime1: time("open_time_1"),
    closeTime1: time("close_time_1"),
    openTime2: time("open_time_2"),
    closeTime2: time("close_time_2"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("special_hours_date_uniq").on(t.date)],
);

export const popups = pgTable(
  "popups",
  {
    id: id(),
    status: contentStatus("status").notNull().default("draft"),
    startAt: timestamp("start_at", { withTimezone: true }),
    endAt: timestamp("end_at", { withTimezone: true }),
    priority: integer("priority").notNull().default(0),
    pages: text("pages").array().notNull().default(sql`'{}'::text[]`),
    audience: popupAudience("audience").notNull().default("everyone"),
    frequency: popupFrequency("frequency").notNull().default("session"),
    headline: text("headline").notNull(),
    /** Sanitised on save; the public site renders only this copy. */
    bodyRichtext: text("body_richtext").notNull().default(""),
    imageUrl: text("image_url"),
    imageAlt: text("image_alt"),
    ctaLabel: text("cta_label"),
    ctaUrl: text("cta_url"),
    dismissible: boolean("dismissible").notNull().default(true),
    storageKeys: text("storage_keys").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("popups_public_idx").on(t.status, t.priority, t.createdAt)],
);

export const menuSections = pgTable(
  "menu_sections",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    status: contentStatus("status").notNull().default("draft"),
    visible: boolean("visible").notNull().default(true),
    sortIndex: integer("sort_index").notNull().default(0),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("menu_sections_slug_uniq").on(t.slug), index("menu_sections_sort_idx").on(t.sortIndex)],
);

export const menuItems = pgTable(
  "menu_items",
  {
    id: id(),
    sectionId: uuid("section_id")
      .notNull()
      .references(() => menuSections.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    price: numeric("price", { precision: 8, scale: 2, mode: "number" }).notNull(),
    description: text("description"),
    isSpecial: boolean("is_special").notNull().default(false),
    dietaryTags: text("dietary_tags").array().notNull().default(sql`'{}'::text[]`),
    allergens: text("allergens").array().notNull().default(sql`'{}'::text[]`),
    status: contentStatus("status").notNull().default("draft"),
    visible: boolean("visible").notNull().default(true),
    sortIndex: integer("sort_index").notNull().default(0),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("menu_items_section_sort_idx").on(t.sectionId, t.sortIndex), check("menu_items_price_positive", sql`${t.price} > 0`)],
);

export const galleryImages = pgTable(
  "gallery_images",
  {
    id: id(),
    title: text("title").notNull().default(""),
    altText: text("alt_text").notNull().default(""),
    category: text("category").notNull().default("general"),
    mediaType: galleryMediaType("media_type").notNull().default("image"),
    imageUrl: text("image_url"),
    imageAvif: text("image_avif"),
    imageWebp: text("image_webp"),
    thumbnailUrl: text("thumbnail_url"),
    thumbnailAvif: text("thumbnail_avif"),
    videoUrl: text("video_url"),
    videoWebm: text("video_webm"),
    videoThumbnail: text("video_thumbnail"),
    width: integer("width"),
    height: integer("height"),
    /** "#rrggbb #rrggbb", painted while the picture loads (lib/media/placeholder.ts); null until filled. */
    placeholder: text("placeholder"),
    storageKeys: text("storage_keys").array().notNull().default(sql`'{}'::text[]`),
    status: contentStatus("status").notNull().default("draft"),
    visible: boolean("visible").notNull().default(true),
    sortIndex: integer("sort_index").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("gallery_images_public_idx").on(t.status, t.visible, t.sortIndex)],
);

export const adminUsers = pgTable(
  "admin_users",
  {
    id: id(),
    /** Always stored lower-cased; compared lower-cased. */
    email: text("email").notNull(),
    addedBy: text("added_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("admin_users_email_uniq").on(t.email), check("admin_users_email_lower", sql`${t.email} = lower(${t.email})`)],
);

export const activityLog = pgTable(
  "activity_log",
  {
    id: id(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    summary: text("summary").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("activity_log_created_idx").on(t.createdAt), index("activity_log_entity_idx").on(t.entity, t.createdAt)],
);

/** Fixed-window counters for public form submissions, shared by every server instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    id: id(),
    /** sha-256 of scope + client address: no raw IP is stored. */
    keyHash: text("key_hash").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("rate_limits_key_window_uniq").on(t.keyHash, t.windowStart), index("rate_limits_window_idx").on(t.windowStart)],
);

/**
 * When each cache tag was last invalidated, for self-hosted instances sharing this database: the
 * cache handlers (lib/cache/handlers) write here on every admin change and read before serving.
 */
export const cacheTagExpirations = pgTable("cache_tag_expirations", {
  tag: text("tag").primaryKey(),
  expiredAt: timestamp("expired_at", { withTimezone: true }).notNull(),
});

export type HeroVideo = typeof heroVideos.$inferSelect;
export type Enquiry = typeof enquiries.$inferSelect;
export type NewEnquiry = typeof enquiries.$inferInsert;
export type OpeningTime = typeof openingTimes.$inferSelect;
export type SpecialHours = typeof specialHours.$inferSelect;
export type Popup = typeof popups.$inferSelect;
export type MenuSection = typeof menuSections.$inferSelect;
export type MenuItem = typeof menuItems.$inferSelect;
export type GalleryImage = typeof galleryImages.$inferSelect;
export type AdminUser = typeof adminUsers.$inferSelect;
export type ActivityLogEntry = typeof activityLog.$inferSelect;

/**
 * Editable site facts (contact details, socials, collection hours, event packages, FAQ,
 * testimonials, brochure): one row per admin form, keyed by name, its value the form's saved
 * shape (lib/settings/types.ts). Migration 0004 inserts every row, so reads never meet a gap.
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  /** Stored files the row owns (the brochure PDF), for lib/media/references.ts. */
  storageKeys: text("storage_keys").array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Every e-mail the site sends (guest and staff), written in the same transaction as the change
 * that causes it and delivered afterwards by lib/email/sender.ts, so a stored enquiry never loses
 * its e-mail and a guest never waits on SMTP. Rows go with their enquiry when it is erased.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    /** What the e-mail is: "acknowledgement", "newsletter_welcome", "staff_notice", "confirm", "decline", "reply". */
    kind: text("kind").notNull(),
    enquiryId: uuid("enquiry_id").references(() => enquiries.id, { onDelete: "cascade" }),
    toAddress: text("to_address").notNull(),
    fromName: text("from_name").notNull(),
    fromAddress: text("from_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    textBody: text("text_body").notNull(),
    /** Extra headers (List-Unsubscribe…), name → value. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** A calendar invitation (text/calendar), when the e-mail carries one. */
    ics: text("ics"),
    /** Fixed at enqueue: a retried delivery carries the same Message-ID. */
    messageId: text("message_id").notNull(),
    /** pending → sending → sent | pending (retry) | failed; held when no SMTP server is configured. */
    state: text("state").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While "sending": the claim ends here; a sender that died leaves the row to be claimed again. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.state, t.nextAttemptAt),
    index("email_outbox_enquiry_idx").on(t.enquiryId),
    index("email_outbox_created_idx").on(t.createdAt),
    check("email_outbox_state_check", sql`${t.state} in ('pending', 'sending', 'sent', 'failed', 'held')`),
  ],
);

/** Staff's own wording of the guest e-mails; a template without a row uses the built-in text (lib/email/templates.ts). */
export const emailTemplates = pgTable("email_templates", {
  key: text("key").primaryKey(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type OutboxEmail = typeof emailOutbox.$inferSelect;
export type EmailTemplateRow = typeof emailTemplates.$inferSelect;

/**
 * The table slots offered on each weekday (1 = Monday): first to last in steps of `every_minutes`,
 * and an optional number of confirmed covers per slot before it is full. Migration 0010 inserts
 * a row per weekday with SPEC §9's 17:00–21:30 every 30 minutes; reads fall back to that too.
 */
export const bookingSlots = pgTable(
  "booking_slots",
  {
    day: smallint("day").primaryKey(),
    firstSlot: time("first_slot").notNull().default("17:00"),
    lastSlot: time("last_slot").notNull().default("21:30"),
    everyMinutes: smallint("every_minutes").notNull().default(30),
    coversLimit: integer("covers_limit"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("booking_slots_day_range", sql`${t.day} between 1 and 7`),
    check("booking_slots_every", sql`${t.everyMinutes} in (15, 30, 60)`),
    check("booking_slots_order", sql`${t.lastSlot} >= ${t.firstSlot}`),
    check("booking_slots_covers_limit", sql`${t.coversLimit} is null or ${t.coversLimit} between 1 and 500`),
  ],
);
