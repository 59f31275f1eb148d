import { and, eq, ne } from "drizzle-orm";
import { z } from "@/lib/zod";
import { AdminActionError, type AdminActionDefinition } from "@/lib/actions/admin-action-core";
import { waitlistEntries } from "@/lib/db/schema";
import { formatClockTime } from "@/lib/time/london";
import type { MailConfig } from "@/features/enquiries";
import { enqueueEmail } from "@/features/outbox";
import { readSiteSettings } from "@/features/settings";
import { fitAt, readDayTables } from "@/features/tables";
import { canBeOffered, statusAt } from "./waitlist";
import { entryInWords, lockEntry, lockSlotCovers, slotCoversNow } from "./waitlist-store";
import { waitlistOffer } from "./waitlist-mail";

export const offerWaitlistSchema = z.object({ id: z.uuid() });

const NOT_OFFERABLE = "This guest is no longer waiting for a table: reload the book to see the latest.";
const NO_TABLE = "No table is free for this party for its whole time at the table: reload the book to see the tables.";
const NO_ROOM = "That table is no longer free for this party: reload the book to see the covers left.";

/** Offers freed covers to one guest waiting for the slot: their e-mail carries a link to accept until the set time. */
export const offerWaitlistTableWith = (config: () => MailConfig) =>
  ({
    name: "reservations.offerWaitlistTable",
    schema: offerWaitlistSchema,
    entity: "waitlist_entry",
    sendsMail: true,
    run: async ({ input, tx }) => {
      const now = new Date();
      const entry = await lockEntry(tx, input.id);
      if (!entry || !canBeOffered(statusAt(entry, now))) throw new AdminActionError(NOT_OFFERABLE);

      await lockSlotCovers(tx, entry.date);
      const slot = await slotCoversNow(tx, entry, now);
      const others = await tx
        .select()
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.date, entry.date),
            eq(waitlistEntries.time, entry.time),
            eq(waitlistEntries.status, "offered"),
            ne(waitlistEntries.id, entry.id),
          ),
        );
      const held = others.filter((o) => statusAt(o, now) === "offered").reduce((sum, o) => sum + o.party, 0);
      if (!slot.bookable || (slot.limit !== null && slot.confirmed + held + entry.party > slot.limit))
        throw new AdminActionError(NO_ROOM);
      const room = await readDayTables(tx, entry.date);
      if (room && !fitAt(room, formatClockTime(entry.time), entry.party).ok) throw new AdminActionError(NO_TABLE);

      const hours = (await readSiteSettings(tx)).bookings.waitlistOfferHours;
      const offerExpiresAt = new Date(now.getTime() + hours * 60 * 60 * 1000);
      const [offered] = await tx
        .update(waitlistEntries)
        .set({ status: "offered", offeredAt: now, offerExpiresAt })
        .where(eq(waitlistEntries.id, entry.id))
        .returning();
      const [emailId = null] = await enqueueEmail(
        tx,
        await waitlistOffer(tx, { ...offered!, offerExpiresAt }, config()),
      );
      return {
        result: { id: entry.id, emailId },
        log: {
          action: "waitlist.offered",
          entityId: entry.id,
          summary: `Offered a freed table to the ${entryInWords(entry)}, to accept within ${hours === 1 ? "1 hour" : `${hours} hours`}`,
          before: { status: entry.status },
          after: {
            status: "offered",
            time: formatClockTime(entry.time),
            expiresAt: offerExpiresAt.toISOString(),
            email: emailId,
          },
        },
      };
    },
  }) satisfies AdminActionDefinition<typeof offerWaitlistSchema, { id: string; emailId: string | null }>;
