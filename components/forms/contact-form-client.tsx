"use client";

import { useState } from "react";
import type { FormState } from "@/lib/forms/form-state";
import { sendContactMessage } from "@/lib/forms/actions";
import { CONTACT_REQUIRED, emptyContact } from "@/lib/forms/field-lists";
import { formMessages } from "@/lib/forms/messages";
import { Field, FormHeading, FormNotice, Honeypot, RenewedToken, RequiredNote, SubmitButton, TextArea, TextInput, formShellClass } from "./form-ui";
import { useEnquiryForm } from "./use-enquiry-form";

const loadContactSchema = () => import("@/lib/forms/contact").then((m) => m.contactSchema);

const EMPTY = emptyContact();

/** `phone`: the restaurant's number from Settings, which the messages name. */
export function ContactFormClient({ initialState, phone: restaurantPhone }: { initialState?: FormState; phone: string }) {
  const [messages] = useState(() => formMessages(restaurantPhone).contact);
  const f = useEnquiryForm({ action: sendContactMessage, formType: "contact", initialState, loadSchema: loadContactSchema, empty: EMPTY, required: CONTACT_REQUIRED, messages });
  const name = f.field("name");
  const email = f.field("email");
  const phone = f.field("phone");
  const message = f.field("message");

  return (
    <form {...f.formProps} className={formShellClass}>
      <FormHeading id={f.headingId} eyebrow="Write to us" title="Send us a message" intro="Questions, feedback or a special request: we read every message and reply personally." />
      <RenewedToken state={f.state} />
      <Honeypot idPrefix={name.id} />
      <div className="grid gap-7 sm:grid-cols-2">
        <RequiredNote />
        <div className="hidden sm:block" />
        <Field field={name} label="Name" required>
          <TextInput {...name.props} type="text" autoComplete="name" required />
        </Field>
        <Field field={email} label="Email" required>
          <TextInput {...email.props} type="email" autoComplete="email" inputMode="email" required />
        </Field>
        <Field field={phone} label="Phone" className="sm:col-span-2">
          <TextInput {...phone.props} type="tel" autoComplete="tel" inputMode="tel" />
        </Field>
        <Field field={message} label="Message" required className="sm:col-span-2">
          <TextArea {...message.props} required rows={6} />
        </Field>
        <div className="flex flex-col gap-6 sm:col-span-2">
          <FormNotice id={f.noticeId} state={f.state} hydrated={f.hydrated} />
          <SubmitButton busy={f.busy} label="Send Message" busyLabel="Sending..." />
        </div>
      </div>
    </form>
  );
}
