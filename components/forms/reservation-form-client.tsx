"use client";

import { useState } from "react";
import type { FormState } from "@/lib/forms/form-state";
import { requestReservation } from "@/lib/forms/actions";
import { formMessages } from "@/lib/forms/messages";
import { RESERVATION_GUESTS, RESERVATION_REQUIRED, emptyReservation, guestsLabel } from "@/lib/forms/field-lists";
import type { BookingRules } from "@/lib/reservations/booking-rules";
import { Field, FormHeading, FormNotice, Honeypot, RenewedToken, RequiredNote, Select, SubmitButton, TextArea, TextInput, formShellClass } from "./form-ui";
import { useEnquiryForm } from "./use-enquiry-form";
import { BookingDateInput } from "./booking-date-input";
import { BookingTimeSelect, type KnownCovers } from "./booking-time-select";

const EMPTY = emptyReservation();

const GUEST_OPTIONS = RESERVATION_GUESTS.map((g) => ({ value: g, label: guestsLabel(g) }));

/**
 * `phone` (Settings) is the number the messages name; `rules` are the booking rules the server
 * re-checks (closed days, each day's slots, covers limits), read when the page was rendered.
 */
export function ReservationFormClient({ initialState, labelledBy, phone, rules }: { initialState?: FormState; labelledBy?: string; phone: string; rules: BookingRules | null }) {
  // Confirmed covers per date, fetched for a chosen date whose slots have a limit; the schema reads them.
  const [covers] = useState<KnownCovers>(() => new Map());
  const [messages] = useState(() => formMessages(phone).reservation);
  const [loadSchema] = useState(
    () => () =>
      import("@/lib/forms/reservation").then((m) =>
        m.makeReservationSchema({
          phone,
          rules,
          confirmedCovers: (date, time) => {
            const known = covers.get(date);
            return known ? (known.get(time) ?? 0) : undefined;
          },
        }),
      ),
  );
  const f = useEnquiryForm({ action: requestReservation, formType: "reservation", initialState, loadSchema, empty: EMPTY, required: RESERVATION_REQUIRED, messages });
  const name = f.field("name");
  const email = f.field("email");
  const phoneField = f.field("phone");
  const date = f.field("date");
  const time = f.field("time");
  const guests = f.field("guests");
  const notes = f.field("notes");

  return (
    <form {...f.formProps} aria-labelledby={labelledBy ?? f.headingId} className={formShellClass}>
      {labelledBy ? null : (
        <FormHeading
          id={f.headingId}
          eyebrow="Table request"
          title="Request a table"
          intro={`Tell us when you would like to join us and we will confirm within 24 hours. For a table today, please call us on ${phone}.`}
        />
      )}
      <RenewedToken state={f.state} />
      <Honeypot idPrefix={name.id} />
      <div className="grid gap-7 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <RequiredNote />
        </div>
        <Field field={name} label="Name" required>
          <TextInput {...name.props} type="text" autoComplete="name" required />
        </Field>
        <Field field={email} label="Email" required>
          <TextInput {...email.props} type="email" autoComplete="email" inputMode="email" required />
        </Field>
        <Field field={phoneField} label="Phone" required>
          <TextInput {...phoneField.props} type="tel" autoComplete="tel" inputMode="tel" required />
        </Field>
        <Field field={guests} label="Guests" required>
          <Select {...guests.props} required placeholder="Number of guests" options={GUEST_OPTIONS} />
        </Field>
        <Field field={date} label="Date" required>
          <BookingDateInput {...date.props} window="reservation" />
        </Field>
        <Field field={time} label="Time" required>
          <BookingTimeSelect {...time.props} form={f.form} rules={rules} phone={phone} covers={covers} />
        </Field>
        <Field field={notes} label="Notes" className="sm:col-span-2" hint="Celebrations, dietary needs, a quiet corner: let us know.">
          <TextArea {...notes.props} rows={4} />
        </Field>
        <div className="flex flex-col gap-6 sm:col-span-2">
          <FormNotice id={f.noticeId} state={f.state} hydrated={f.hydrated} />
          <SubmitButton busy={f.busy} label="Request Reservation" busyLabel="Processing Reservation..." />
        </div>
      </div>
    </form>
  );
}
