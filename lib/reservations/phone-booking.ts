import { AdminActionError, type AdminActionDefinition } from "@/lib/actions/admin-action-core";
import { readBookingRules, readConfirmedCovers } from "@/lib/booking/read";
import { dayPlan } from "@/lib/booking/rules";
import { enquiries } from "@/lib/db/schema";
import { enquiryRef } from "@/lib/enquiries/labels";
import { formatCalendarDate, formatClockTime, londonDateOf } from "@/lib/time/london";
import { makePhoneBookingSchema } from "@/lib/validation/phone-booking";
import { staffCapacityRefusal, staffDateRefusal, staffTimeRefusal } from "./phone-booking-rules";
import { PHONE_SOURCE } from "./source";

export const phoneBookingSchema = makePhoneBookingSchema(() => londonDateOf(new Date()));

/**
 * A booking taken by phone goes straight into the book as confirmed: the guest has already been
 * told yes, so its covers count against the slot's limit at once. The log names it by reference, date and party, never by the guest's details.
 */
export const addPhoneBooking = {
  name: "reservations.addPhoneBooking",
  schema: phoneBookingSchema,
  entity: "enquiry",
  run: async ({ input, tx, actor }) => {
    // The same closed days, slots and covers limits as the guest form (lib/booking), read in the transaction.
    const plan = dayPlan(await readBookingRules(tx, londonDateOf(new Date())), input.date);
    const refusal =
      staffDateRefusal(plan) ??
      staffTimeRefusal(plan, input.time) ??
      staffCapacityRefusal(plan, input.time, input.guests, (await readConfirmedCovers(tx, input.date)).get(input.time) ?? 0);
    if (refusal) throw new AdminActionError(refusal);

    const [row] = await tx
      .insert(enquiries)
      .values({
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
      .returning({ id: enquiries.id });
    const id = row!.id;
    return {
      result: { id, date: input.date },
      log: {
        action: "enquiry.phone_booking_added",
        entityId: id,
        summary: `Added phone booking ${enquiryRef(id)} for ${input.guests} on ${formatCalendarDate(input.date)} at ${formatClockTime(input.time)}`,
        before: null,
        after: { status: "confirmed", date: input.date, time: input.time, guests: input.guests, emailGiven: input.email !== null },
      },
    };
  },
} satisfies AdminActionDefinition<typeof phoneBookingSchema, { id: string; date: string }>;
