"use client";

import type { FormState } from "@/lib/validation/form-state";
import { requestReservation } from "@/lib/actions/enquiries";
import { FORM_MESSAGES } from "@/lib/validation/messages";
import { RESERVATION_GUESTS, RESERVATION_REQUIRED, RESERVATION_TIMES, emptyReservation, guestsLabel } from "@/lib/validation/form-fields";
import { site } from "@/lib/site";
import { Field, FormHeading, FormNotice, Honeypot, RenewedToken, RequiredNote, Select, SubmitButton, TextArea, TextInput, formShellClass } from "./form-ui";
import { useEnquiryForm } from "./use-enquiry-form";
import { BookingDateInput } from "./booking-date-input";

const loadReservationSchema = () => import("@/lib/validation/reservation").then((m) => m.reservationSchema);

const EMPTY = emptyReservation();

const timeLabel = (t: string) => {
  const [h = 0, m = 0] = t.split(":").map(Number);
  return `${h > 12 ? h - 12 : h}:${String(m).padStart(2, "0")}pm`;
};
const TIME_OPTIONS = RESERVATION_TIMES.map((t) => ({ value: t, label: timeLabel(t) }));
const GUEST_OPTIONS = RESERVATION_GUESTS.map((g) => ({ value: g, label: guestsLabel(g) }));

export function ReservationFormClient({ initialState, labelledBy }: { initialState?: FormState; labelledBy?: string }) {
  const f = useEnquiryForm({ action: requestReservation, formType: "reservation", initialState, loadSchema: loadReservationSchema, empty: EMPTY, required: RESERVATION_REQUIRED, messages: FORM_MESSAGES.reservation });
  const name = f.field("name");
  const email = f.field("email");
  const phone = f.field("phone");
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
          intro={`Tell us when you would like to join us and we will confirm within 24 hours. For a table today, please call us on ${site.phone}.`}
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
        <Field field={phone} label="Phone" required>
          <TextInput {...phone.props} type="tel" autoComplete="tel" inputMode="tel" required />
        </Field>
        <Field field={guests} label="Guests" required>
          <Select {...guests.props} required placeholder="Number of guests" options={GUEST_OPTIONS} />
        </Field>
        <Field field={date} label="Date" required>
          <BookingDateInput {...date.props} window="reservation" />
        </Field>
        <Field field={time} label="Time" required>
          <Select {...time.props} required placeholder="Choose a time" options={TIME_OPTIONS} />
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
