import { CACHE_TAGS } from "@/lib/cache/tags";
import { bookingSlotsSchema } from "./booking-slots-schema";
import { saveBookingSlots } from "./booking-slots-store";
import { AdminActionError, type AdminActionDefinition, type AdminRunContext } from "@/lib/actions/admin-action-core";
import type { z } from "@/lib/zod";
import { readBookingRules, readConfirmedCovers } from "@/features/reservations/booking-read";
import { dayPlan } from "@/features/reservations/booking-rules";
import { enquiries } from "@/lib/db/schema";
import { bookingConfirmationEmail, guestFactsOf, type MailConfig } from "@/features/enquiries";
import { enquiryInWords } from "@/lib/admin/enquiry-in-words";
import { enqueueEmail } from "@/features/outbox";
import { activityMomentOf, findOrCreateGuest } from "@/features/guests";
import { londonDateOf } from "@/lib/time/london";
import { makePhoneBookingSchema } from "@/features/reservations/schema";
import { fitAt, lockTheDay, readDayTables, tablesFollowStatus } from "@/features/tables";
import { staffCapacityRefusal, staffDateRefusal, staffTableRefusal, staffTimeRefusal } from "./phone-booking-rules";
import { PHONE_SOURCE } from "./source";
import { offerWaitlistTableWith } from "./waitlist-offer";

export const phoneBookingSchema = makePhoneBookingSchema(() => londonDateOf(new Date()));

/** A booking taken by phone: checked against the day's rules as staff may book them, stored confirmed, the guest e-mailed when they gave an address. */
export const addPhoneBookingRun =
  (config: () => MailConfig) =>
  async ({ input, tx, actor }: AdminRunContext<z.output<typeof phoneBookingSchema>>) => {
    const plan = dayPlan(await readBookingRules(tx, londonDateOf(new Date())), input.date);
    const refusal =
      staffDateRefusal(plan) ??
      staffTimeRefusal(plan, input.time) ??
      staffCapacityRefusal(
        plan,
        input.time,
        input.guests,
        (await readConfirmedCovers(tx, input.date)).get(input.time) ?? 0,
      );
    if (refusal) throw new AdminActionError(refusal);
    // The day is locked from here to the commit, so the table found free is still free when it is taken.
    await lockTheDay(tx, input.date);
    const room = await readDayTables(tx, input.date);
    const fit = room ? fitAt(room, input.time, input.guests) : null;
    if (fit && !fit.ok) throw new AdminActionError(staffTableRefusal(plan, input.time, input.guests, fit.reason));

    const guestId = await findOrCreateGuest(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      activityAt: activityMomentOf(new Date(), input.date),
    });
    const [row] = await tx
      .insert(enquiries)
      .values({
        guestId,
        formType: "reservation",
        status: "confirmed",
        name: input.name,
        email: input.email,
        phone: input.phone,
        preferredDate: input.date,
        preferredTime: input.time,
        guests: input.guests,
        message: input.notes,
        sourcePage: PHONE_SOURCE,
        handledBy: actor.email,
        handledAt: new Date(),
      })
      .returning();
    const id = row!.id;
    const table = await tablesFollowStatus(tx, row!, "requested", "confirmed");

    let emailId: string | null = null;
    if (row!.email) {
      const guest = { ...guestFactsOf(row!), email: row!.email };
      [emailId = null] = await enqueueEmail(tx, await bookingConfirmationEmail(tx, guest, config(), new Date()));
    }
    return {
      result: { id, date: input.date, emailId, table },
      log: {
        action: "enquiry.phone_booking_added",
        entityId: id,
        summary: `Added a phone booking: the ${enquiryInWords(row!)}`,
        before: null,
        after: {
          status: "confirmed",
          date: input.date,
          time: input.time,
          guests: input.guests,
          email: emailId,
          table,
        },
      },
    };
  };

export const addPhoneBookingWith = (config: () => MailConfig) =>
  ({
    name: "reservations.addPhoneBooking",
    schema: phoneBookingSchema,
    entity: "enquiry",
    sendsMail: true,
    run: addPhoneBookingRun(config),
  }) satisfies AdminActionDefinition<
    typeof phoneBookingSchema,
    { id: string; date: string; emailId: string | null; table: string | null }
  >;

export const saveBookingSlotsDefinition = {
  name: "hours.saveBookingSlots",
  schema: bookingSlotsSchema,
  entity: "booking_slots",
  tags: [CACHE_TAGS.booking],
  run: saveBookingSlots,
} satisfies AdminActionDefinition<typeof bookingSlotsSchema, unknown>;

export const reservationActions = (deps: { mailConfig: () => MailConfig }) => ({
  addPhoneBooking: addPhoneBookingWith(deps.mailConfig),
  saveBookingSlots: saveBookingSlotsDefinition,
  offerWaitlistTable: offerWaitlistTableWith(deps.mailConfig),
});
