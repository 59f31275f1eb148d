import type { AdminActionDefinition } from "@/lib/actions/admin-action-core";
import { enquiries } from "@/lib/db/schema";
import { enquiryRef } from "@/lib/enquiries/labels";
import { formatCalendarDate, formatClockTime, londonDateOf } from "@/lib/time/london";
import { makePhoneBookingSchema } from "@/lib/validation/phone-booking";
import { PHONE_SOURCE } from "./source";

export const phoneBookingSchema = makePhoneBookingSchema(() => londonDateOf(new Date()));

/**
 * A booking taken by phone goes straight into the book as confirmed: the guest has already been
 * told yes. The log names it by reference, date and party, never by the guest's details.
 */
export const addPhoneBooking = {
  name: "reservations.addPhoneBooking",
  schema: phoneBookingSchema,
  entity: "enquiry",
  run: async ({ input, tx, actor }) => {
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
