"use client";

import { joinWaitlist } from "@/features/reservations/actions";
import { anyDayTimes, type BookingRules } from "@/features/reservations/booking-rules";
import { slotLabel } from "@/features/reservations/booking-slots";
import { WAITLIST_PARTIES, WAITLIST_REQUIRED } from "@/features/reservations/waitlist-fields";
import type { WaitlistInput } from "@/features/reservations/waitlist-schema";
import { Select } from "@/components/forms/form-ui";
import { PublicForm, type FormSpec } from "@/components/forms/public-form";
import type { DayAvailability } from "@/features/reservations/availability";
import { partyAndDayFields, type BookingFormClientProps } from "./booking-fields";
import { partyInWords } from "@/lib/forms/field-lists";

const WAITLIST_FORM: FormSpec<WaitlistInput, BookingRules, DayAvailability> = {
  type: "waitlist",
  action: joinWaitlist,
  schema: (booking) => import("@/features/reservations/waitlist-schema").then((m) => m.makeWaitlistSchema(booking)),
  required: WAITLIST_REQUIRED,
  heading: {
    eyebrow: "Waitlist",
    title: "Join the waitlist",
    intro: (phone) =>
      `Tell us the fully booked time you wanted. If a table for your party frees up, we will e-mail you a link to accept it. For 9 or more, or for today, please call us on ${phone}.`,
  },
  fields: [
    ...partyAndDayFields(WAITLIST_PARTIES.map((g) => ({ value: g, label: partyInWords(Number(g)) }))),
    {
      name: "time",
      label: "Time",
      kind: "custom",
      render: (props, { rules }) => (
        <Select
          {...props}
          required
          placeholder="Choose a time"
          options={anyDayTimes(rules).map((t) => ({ value: t, label: slotLabel(t) }))}
        />
      ),
    },
  ],
  submit: { label: "Join the waitlist", busyLabel: "Joining the waitlist..." },
};

export const WaitlistFormClient = (props: BookingFormClientProps) => <PublicForm spec={WAITLIST_FORM} {...props} />;
