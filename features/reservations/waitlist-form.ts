import "server-only";
import type { PublicActionConfig } from "@/lib/actions/public-action";
import { systemClock, type Clock, partyInWords } from "@/lib/forms/field-lists";
import { deliverAfterResponse, mailConfig, type MailConfig } from "@/features/outbox";
import { bookingSchemaStep } from "./booking-read";
import { dayLabel, type BookingRules } from "./booking-rules";
import { slotLabel } from "./booking-slots";
import { getBookingRules } from "./queries";
import { WAITLIST_FIELDS, WAITLIST_REQUIRED } from "./waitlist-fields";
import { makeWaitlistSchema, type WaitlistData, type WaitlistSchema } from "./waitlist-schema";
import { joinWaitlist } from "./waitlist-store";

export interface WaitlistFormDeps {
  clock?: Clock;
  mail?: () => MailConfig;
  /** Sends the queued acknowledgement after the answer; SMTP never delays or fails the guest. */
  deliver?: () => void;
}

const deliverAfterAnswer = () => deliverAfterResponse("joining a waitlist");

/** The waitlist form through the public wrapper: the same guards as a table request, then the entry. */
export function waitlistFormWith(
  loadRules: () => Promise<BookingRules | null>,
  deps: WaitlistFormDeps = {},
): PublicActionConfig<WaitlistSchema> {
  const clock = deps.clock ?? systemClock;
  return {
    formType: "waitlist",
    fields: WAITLIST_FIELDS,
    required: WAITLIST_REQUIRED,
    // Read on every open day: the waitlist takes only a slot that really is full, which the covers show.
    schema: bookingSchemaStep(loadRules, clock, () => true, makeWaitlistSchema),
    run: async (data: WaitlistData, { db }) => {
      const joined = await joinWaitlist(db, data, { mail: (deps.mail ?? mailConfig)(), now: clock() });
      if (joined.created) (deps.deliver ?? deliverAfterAnswer)();
    },
    summary: (d) => `${dayLabel(d.date)} at ${slotLabel(d.time)}, ${partyInWords(d.guests)}`,
  };
}

export const waitlistForm = waitlistFormWith(getBookingRules);
