"use client";

import { useState } from "react";
import type { FormState } from "@/lib/forms/form-state";
import { sendEventEnquiry } from "@/lib/forms/actions";
import { EVENT_REQUIRED, EVENT_TYPES, LIMITS, SERVICE_STYLES, emptyEvent } from "@/lib/forms/field-lists";
import { formMessages } from "@/lib/forms/messages";
import { Field, FormHeading, FormNotice, Honeypot, RenewedToken, RequiredNote, Select, SubmitButton, TextArea, TextInput, formShellClass } from "./form-ui";
import { useEnquiryForm } from "./use-enquiry-form";
import { BookingDateInput } from "./booking-date-input";

const loadEventSchema = () => import("@/lib/forms/event").then((m) => m.eventSchema);

const EMPTY = emptyEvent();

/** `phone`: the restaurant's number from Settings, which the messages name. */
export function EventFormClient({ initialState, phone: restaurantPhone }: { initialState?: FormState; phone: string }) {
  const [messages] = useState(() => formMessages(restaurantPhone).event);
  const f = useEnquiryForm({ action: sendEventEnquiry, formType: "event", initialState, loadSchema: loadEventSchema, empty: EMPTY, required: EVENT_REQUIRED, messages });
  const name = f.field("name");
  const email = f.field("email");
  const phone = f.field("phone");
  const eventType = f.field("eventType");
  const preferredDate = f.field("preferredDate");
  const guests = f.field("guests");
  const serviceStyle = f.field("serviceStyle");
  const notes = f.field("notes");

  return (
    <form {...f.formProps} className={formShellClass}>
      <FormHeading
        id={f.headingId}
        eyebrow="Event enquiry"
        title="Tell us about your event"
        intro="Share a few details and our events team will contact you within one business day to shape the evening with you."
      />
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
        <Field field={phone} label="Phone">
          <TextInput {...phone.props} type="tel" autoComplete="tel" inputMode="tel" />
        </Field>
        <Field field={eventType} label="Event type" required>
          <Select {...eventType.props} required placeholder="Choose an occasion" options={EVENT_TYPES} />
        </Field>
        <Field field={preferredDate} label="Preferred date" required>
          <BookingDateInput {...preferredDate.props} window="event" />
        </Field>
        <Field field={guests} label="Guests" required>
          <TextInput {...guests.props} type="number" inputMode="numeric" min={1} max={LIMITS.guests} step={1} required />
        </Field>
        <Field field={serviceStyle} label="Service style" className="sm:col-span-2">
          <Select {...serviceStyle.props} placeholder="Choose a style" options={SERVICE_STYLES} />
        </Field>
        <Field field={notes} label="Notes" className="sm:col-span-2" hint="Timings, dietary needs, décor, anything on your mind.">
          <TextArea {...notes.props} rows={5} />
        </Field>
        <div className="flex flex-col gap-6 sm:col-span-2">
          <FormNotice id={f.noticeId} state={f.state} hydrated={f.hydrated} />
          <SubmitButton busy={f.busy} label="Send Enquiry" busyLabel="Sending..." />
        </div>
      </div>
    </form>
  );
}
