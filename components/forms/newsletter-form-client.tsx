"use client";

import type { FormState } from "@/lib/forms/form-state";
import { subscribeNewsletter } from "@/lib/forms/actions";
import { NEWSLETTER_MESSAGES } from "@/lib/forms/messages";
import { NEWSLETTER_REQUIRED, emptyNewsletter } from "@/lib/forms/field-lists";
import { Field, FormHeading, FormNotice, Honeypot, RenewedToken, SubmitButton, TextInput, formShellClass } from "./form-ui";
import { useEnquiryForm } from "./use-enquiry-form";

const loadNewsletterSchema = () => import("@/lib/forms/newsletter").then((m) => m.newsletterSchema);

const EMPTY = emptyNewsletter();

export function NewsletterFormClient({ initialState }: { initialState?: FormState }) {
  const f = useEnquiryForm({ action: subscribeNewsletter, formType: "newsletter", initialState, loadSchema: loadNewsletterSchema, empty: EMPTY, required: NEWSLETTER_REQUIRED, messages: NEWSLETTER_MESSAGES });
  const name = f.field("name");
  const email = f.field("email");

  return (
    <form {...f.formProps} className={formShellClass}>
      <FormHeading
        id={f.headingId}
        eyebrow="The 47 letter"
        title="Join our newsletter"
        intro="New dishes, seasonal menus and evenings worth knowing about, a few times a season. No clutter, and you can leave whenever you like."
      />
      <RenewedToken state={f.state} />
      <Honeypot idPrefix={name.id} />
      <div className="grid items-start gap-7 md:grid-cols-[1fr_1fr_auto]">
        <Field field={name} label="Name" required>
          <TextInput {...name.props} type="text" autoComplete="name" required />
        </Field>
        <Field field={email} label="Email" required>
          <TextInput {...email.props} type="email" autoComplete="email" inputMode="email" required />
        </Field>
        <div className="md:pt-[1.705rem]">
          <SubmitButton busy={f.busy} label="Subscribe" busyLabel="Subscribing..." className="sm:w-full md:min-h-[3.125rem] md:min-w-44" />
        </div>
        <div className="md:col-span-3 empty:hidden">
          <FormNotice id={f.noticeId} state={f.state} hydrated={f.hydrated} />
        </div>
      </div>
    </form>
  );
}
