"use client";

import { requestReservation } from "@/features/reservations/actions";
import type { BookingRules } from "@/features/reservations/booking-rules";
import { RESERVATION_GUESTS, RESERVATION_REQUIRED, guestsLabel } from "@/lib/forms/field-lists";
import type { ReservationInput } from "@/features/reservations/form-schema";
import { BookingTimeSelect } from "./booking-time-select";
import { PublicForm, type FormSpec } from "@/components/forms/public-form";
import type { DayAvailability } from "@/features/reservations/availability";
import { partyAndDayFields, type BookingFormClientProps } from "./booking-fields";

const RESERVATION_FORM: FormSpec<ReservationInput, BookingRules, DayAvailability> = {
  type: "reservation",
  action: requestReservation,
  schema: (booking) => import("@/features/reservations/form-schema").then((m) => m.makeReservationSchema(booking)),
  required: RESERVATION_REQUIRED,
  heading: {
    eyebrow: "Table request",
    title: "Request a table",
    intro: (phone) =>
      `Tell us when you would like to join us and we will confirm within 24 hours. For a table today, please call us on ${phone}.`,
  },
  fields: [
    ...partyAndDayFields(RESERVATION_GUESTS.map((g) => ({ value: g, label: guestsLabel(g) }))),
    {
      name: "time",
      label: "Time",
      kind: "custom",
      render: (props, { form, rules, phone, known }) => (
        <BookingTimeSelect {...props} form={form} rules={rules} phone={phone} known={known} />
      ),
    },
    {
      name: "notes",
      label: "Notes",
      kind: "textarea",
      rows: 4,
      wide: true,
      hint: "Celebrations, dietary needs, a quiet corner: let us know.",
    },
  ],
  submit: { label: "Request Reservation", busyLabel: "Processing Reservation..." },
};

export const ReservationFormClient = (props: BookingFormClientProps) => (
  <PublicForm spec={RESERVATION_FORM} {...props} />
);
