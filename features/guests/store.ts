import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { guests } from "@/lib/db/schema";
import { normaliseEmail, normalisePhone } from "./normalise";

export interface GuestContact {
  name: string;
  email?: string | null;
  phone?: string | null;
  /** When this contact counts as activity: now, or a booking's date when that is later. */
  activityAt: Date;
  /** A newsletter sign-up: the guest agreed to marketing e-mail. */
  marketingConsent?: boolean;
}

/** An enquiry or booking's own moment of activity: when it came in, or the day it is for when later. */
export function activityMomentOf(now: Date, bookedFor?: string | null): Date {
  if (!bookedFor) return now;
  const day = new Date(`${bookedFor}T12:00:00Z`);
  return Number.isNaN(day.getTime()) || day < now ? now : day;
}

/**
 * The guest this contact belongs to, created when new; run inside the transaction that stores the
 * enquiry, booking or sign-up, so no row is ever left without its guest. By e-mail when there is one
 * (one statement, so two requests at once still make one guest), else by phone; null with neither.
 */
export async function findOrCreateGuest(tx: Database, contact: GuestContact): Promise<string | null> {
  const email = normaliseEmail(contact.email);
  const phone = normalisePhone(contact.phone);
  const name = contact.name.trim();
  const consent = contact.marketingConsent === true;
  const touched = {
    lastActivityAt: sql`greatest(${guests.lastActivityAt}, excluded.last_activity_at)`,
    // Staff's spelling of the name stays; a blank one (an erased guest never comes here) is filled.
    name: sql`case when ${guests.name} = '' then excluded.name else ${guests.name} end`,
    marketingConsent: sql`${guests.marketingConsent} or excluded.marketing_consent`,
    updatedAt: new Date(),
  };

  if (email) {
    const [row] = await tx
      .insert(guests)
      .values({ name, email, phone, marketingConsent: consent, lastActivityAt: contact.activityAt })
      .onConflictDoUpdate({
        target: guests.email,
        targetWhere: sql`${guests.email} is not null`,
        set: { ...touched, phone: sql`coalesce(excluded.phone, ${guests.phone})` },
      })
      .returning({ id: guests.id });
    return row!.id;
  }
  if (!phone) return null;

  // A phone booking without an address: the guest who last used this phone, with or without an e-mail.
  const [known] = await tx
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.phone, phone), isNull(guests.anonymisedAt)))
    .orderBy(desc(guests.lastActivityAt))
    .limit(1);
  if (known) {
    await tx
      .update(guests)
      .set({
        lastActivityAt: sql`greatest(${guests.lastActivityAt}, ${contact.activityAt.toISOString()}::timestamptz)`,
        marketingConsent: consent ? true : undefined,
      })
      .where(eq(guests.id, known.id));
    return known.id;
  }
  const [row] = await tx
    .insert(guests)
    .values({ name, phone, marketingConsent: consent, lastActivityAt: contact.activityAt })
    .onConflictDoUpdate({
      target: guests.phone,
      targetWhere: sql`${guests.email} is null and ${guests.phone} is not null`,
      set: touched,
    })
    .returning({ id: guests.id });
  return row!.id;
}

/** The guest signed up for the newsletter. */
export async function grantMarketingConsent(tx: Database, guestId: string): Promise<void> {
  await tx.update(guests).set({ marketingConsent: true }).where(eq(guests.id, guestId));
}

/** The guest asked for no more marketing e-mail (the newsletter's unsubscribe link). */
export async function withdrawMarketingConsent(tx: Database, guestId: string): Promise<void> {
  await tx.update(guests).set({ marketingConsent: false }).where(eq(guests.id, guestId));
}
