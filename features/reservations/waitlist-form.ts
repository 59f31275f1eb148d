import "server-only";
import { after } from "next/server";
import type { PublicActionConfig } from "@/lib/actions/public-action";
import { isCalendarDate } from "@/lib/forms/field-schemas";
import { systemClock, type Clock } from "@/lib/forms/field-lists";
import { mailConfig, runOutbox, type MailConfig } from "@/features/outbox";
import { errorWithoutPersonalData } from "@/lib/security/log-line";
import { readConfirmedCovers } from "./booking-read";
import { dayLabel, dayPlan, type BookingRules } from "./booking-rules";
import { slotLabel } from "./booking-slots";
import { getBookingRules } from "./queries";
import {
  WAITLIST_FIELDS,
  WAITLIST_REQUIRED,
  makeWaitlistSchema,
  partyLabel,
  type WaitlistData,
  type WaitlistSchema,
} from "./waitlist-schema";
import { joinWaitlist } from "./waitlist-store";

export interface WaitlistFormDeps {
  clock?: Clock;
  mail?: () => MailConfig;
  /** Sends the queued acknowledgement after the answer; SMTP never delays or fails the guest. */
  deliver?: () => void;
}

const deliverAfterAnswer = () =>
  after(async () => {
    try {
      await runOutbox();
    } catch (err) {
      console.error(`[outbox] delivery after joining a waitlist failed: ${errorWithoutPersonalData(err)}`);
    }
  });

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
    schema: async ({ values, phone, db }) => {
      const rules = await loadRules();
      const date = values.date?.trim() ?? "";
      const plan = rules !== null && isCalendarDate(date) ? dayPlan(rules, date) : null;
      const covers = plan ? await readConfirmedCovers(await db(), date) : null;
      return makeWaitlistSchema({
        clock,
        phone,
        rules,
        confirmedCovers: covers ? (d, t) => (d === date ? (covers.get(t) ?? 0) : undefined) : undefined,
      });
    },
    run: async (data: WaitlistData, { db }) => {
      const joined = await joinWaitlist(db, data, { mail: (deps.mail ?? mailConfig)(), now: clock() });
      if (joined.created) (deps.deliver ?? deliverAfterAnswer)();
    },
    summary: (d) => `${dayLabel(d.date)} at ${slotLabel(d.time)}, ${partyLabel(d.guests)}`,
  };
}

export const waitlistForm = waitlistFormWith(getBookingRules);
