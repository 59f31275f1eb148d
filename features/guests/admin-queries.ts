import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { emailOutbox, enquiries, guests, type Guest } from "@/lib/db/schema";
import { paginate, type ListPage } from "@/lib/admin/paginate";
import { parsePage, readParam, type RawParams } from "@/lib/admin/params";
import { londonDateOf } from "@/lib/time/london";
import { searchTermsOf } from "./normalise";
import { formatTag, TAG_KIND_LABELS, TAG_KINDS, tagLabel, tidyTags } from "./tags";

export const GUEST_PAGE_SIZE = 25;
const SEARCH_MAX = 100;

export interface GuestListFilter {
  q: string;
  page: number;
}

export function parseGuestListParams(params: RawParams): GuestListFilter {
  return { q: (readParam(params, "q") ?? "").trim().slice(0, SEARCH_MAX), page: parsePage(readParam(params, "page")) };
}

export function guestListQueryString(filter: GuestListFilter, overrides: Partial<GuestListFilter> = {}): string {
  const f = { ...filter, ...overrides };
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.page > 1) params.set("page", String(f.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A booking counts as a visit once requested, confirmed or seated: what the guest has come, or means to come, for. */
const VISIT_STATUSES = ["requested", "confirmed", "seated"] as const;

export interface GuestGlance {
  visits: number;
  noShows: number;
  /** The last day they were (or were booked to be) here, up to today in London. */
  lastVisit: string | null;
  tags: string[];
}

export interface GuestSummary extends GuestGlance {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  anonymisedAt: Date | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchWhere(q: string): SQL | undefined {
  if (!q) return undefined;
  const { text, phone } = searchTermsOf(q);
  const pattern = `%${escapeLike(text)}%`;
  const matches: SQL[] = [sql`lower(${guests.name}) like ${pattern}`, sql`${guests.email} like ${pattern}`];
  if (phone) matches.push(sql`${guests.phone} like ${`%${escapeLike(phone)}%`}`);
  return or(...matches);
}

/** Visits, no-shows and last visit of the given guests, read in one grouped query over their own rows. */
async function countsOf(db: Database, ids: readonly string[]): Promise<Map<string, Omit<GuestGlance, "tags">>> {
  if (ids.length === 0) return new Map();
  const isBooking = sql`${enquiries.formType} = 'reservation'`;
  const rows = await db
    .select({
      guestId: enquiries.guestId,
      visits: sql<number>`(count(*) filter (where ${isBooking} and ${inArray(enquiries.status, [...VISIT_STATUSES])}))::int`,
      noShows: sql<number>`(count(*) filter (where ${isBooking} and ${enquiries.status} = 'no_show'))::int`,
      lastVisit: sql<
        string | null
      >`(max(${enquiries.preferredDate}) filter (where ${isBooking} and ${inArray(enquiries.status, [...VISIT_STATUSES])} and ${enquiries.preferredDate} <= ${londonDateOf(new Date())}::date))::text`,
    })
    .from(enquiries)
    .where(inArray(enquiries.guestId, [...ids]))
    .groupBy(enquiries.guestId);
  return new Map(rows.map((r) => [r.guestId!, { visits: r.visits, noShows: r.noShows, lastVisit: r.lastVisit }]));
}

const NO_COUNTS = { visits: 0, noShows: 0, lastVisit: null };

export async function listGuests(db: Database, filter: GuestListFilter): Promise<ListPage<GuestSummary>> {
  const where = searchWhere(filter.q);
  return paginate(
    async () => (await db.select({ n: count() }).from(guests).where(where))[0]!.n,
    async (limit, offset) => {
      const rows = await db
        .select({
          id: guests.id,
          name: guests.name,
          email: guests.email,
          phone: guests.phone,
          tags: guests.tags,
          anonymisedAt: guests.anonymisedAt,
        })
        .from(guests)
        .where(where)
        .orderBy(desc(guests.lastActivityAt), asc(guests.id))
        .limit(limit)
        .offset(offset);
      const counts = await countsOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({ ...r, ...(counts.get(r.id) ?? NO_COUNTS) }));
    },
    filter.page,
    GUEST_PAGE_SIZE,
  );
}

/** What the reservation book, the printed list and an enquiry's page show beside a booking, by guest id. */
export async function readGuestGlances(db: Database, ids: readonly string[]): Promise<Map<string, GuestGlance>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [rows, counts] = await Promise.all([
    db
      .select({ id: guests.id, tags: guests.tags })
      .from(guests)
      .where(and(inArray(guests.id, unique), isNull(guests.anonymisedAt))),
    countsOf(db, unique),
  ]);
  return new Map(rows.map((r) => [r.id, { tags: r.tags, ...(counts.get(r.id) ?? NO_COUNTS) }]));
}

export interface GuestHistory {
  guest: Guest;
  glance: GuestGlance;
  enquiries: (typeof enquiries.$inferSelect)[];
  emails: {
    id: string;
    kind: string;
    subject: string;
    state: string;
    toAddress: string;
    textBody: string;
    createdAt: Date;
    sentAt: Date | null;
  }[];
  newsletter: "subscribed" | "unsubscribed" | "never";
}

/** A guest's whole history: every enquiry and booking, every e-mail sent them, their newsletter state. */
export async function readGuestHistory(db: Database, id: string): Promise<GuestHistory | null> {
  const [guest] = await db.select().from(guests).where(eq(guests.id, id));
  if (!guest) return null;
  const rows = await db
    .select()
    .from(enquiries)
    .where(eq(enquiries.guestId, id))
    .orderBy(sql`coalesce(${enquiries.preferredDate}, ${enquiries.createdAt}::date) desc`, desc(enquiries.createdAt));
  const enquiryIds = rows.map((r) => r.id);
  const sentTo: SQL[] = [];
  if (enquiryIds.length) sentTo.push(inArray(emailOutbox.enquiryId, enquiryIds));
  if (guest.email) sentTo.push(sql`lower(${emailOutbox.toAddress}) = ${guest.email}`);
  const emails = sentTo.length
    ? await db
        .select({
          id: emailOutbox.id,
          kind: emailOutbox.kind,
          subject: emailOutbox.subject,
          state: emailOutbox.state,
          toAddress: emailOutbox.toAddress,
          textBody: emailOutbox.textBody,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        // Staff notices about the guest's enquiry went to staff, not to the guest.
        .where(and(or(...sentTo), sql`${emailOutbox.kind} <> 'staff_notice'`))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(200)
    : [];
  const signUp = rows.find((r) => r.formType === "newsletter");
  const counts = (await countsOf(db, [id])).get(id) ?? NO_COUNTS;
  return {
    guest,
    glance: { ...counts, tags: guest.tags },
    enquiries: rows,
    emails,
    newsletter: signUp ? (signUp.status === "subscribed" ? "subscribed" : "unsubscribed") : "never",
  };
}

/** Guests who could be the same person as this one: same name, e-mail or phone. For the merge picker. */
export async function readMergeCandidates(db: Database, guest: Guest, q: string) {
  const where = q ? searchWhere(q) : guest.name ? sql`lower(${guests.name}) = ${guest.name.toLowerCase()}` : undefined;
  if (!where) return [];
  return db
    .select({ id: guests.id, name: guests.name, email: guests.email, phone: guests.phone })
    .from(guests)
    .where(and(where, isNull(guests.anonymisedAt), sql`${guests.id} <> ${guest.id}`))
    .orderBy(desc(guests.lastActivityAt))
    .limit(10);
}

export interface TagInUse {
  /** As stored; of spellings that differ only in case, the one that sorts first. */
  value: string;
  label: string;
  /** The guest book's heading for its kind. */
  group: string;
}

/** Every tag some guest carries now, each once, in the guest book's order of kinds and by label within a kind. */
export async function readTagsInUse(db: Database): Promise<TagInUse[]> {
  const rows = await db
    .selectDistinct({ tag: sql<string>`unnest(${guests.tags})` })
    .from(guests)
    .where(isNull(guests.anonymisedAt));
  return tidyTags(rows.map((r) => r.tag).sort())
    .sort(
      (a, b) =>
        TAG_KINDS.indexOf(a.kind) - TAG_KINDS.indexOf(b.kind) || tagLabel(a).localeCompare(tagLabel(b), "en-GB"),
    )
    .map((tag) => ({ value: formatTag(tag), label: tagLabel(tag), group: TAG_KIND_LABELS[tag.kind] }));
}
