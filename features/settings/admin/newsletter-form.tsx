"use client";

import { WholeNumberField } from "@/components/admin/form-field";
import {
  MAX_NEWSLETTER_PER_MINUTE,
  newsletterSettingsSchema,
  type NewsletterSettingsInput,
} from "@/features/settings/schema";
import { SettingsForm, useSettingsForm, type SettingsFormProps } from "./settings-form";

/** How many newsletter e-mails may go to the mail server in any minute, over all campaigns together. */
export function NewsletterSettingsForm({ initial, action }: SettingsFormProps<NewsletterSettingsInput>) {
  const { bind, frame } = useSettingsForm(newsletterSettingsSchema, initial, action, "newsletter settings");

  return (
    <SettingsForm {...frame} titleId="newsletter-title" saveLabel="Save newsletter settings">
      <div className="max-w-xl space-y-5 rounded-lg border bg-card p-5">
        <WholeNumberField
          {...bind("perMinute", "newsletter-per-minute", { valueAsNumber: true })}
          label="E-mails a minute"
          hint="A campaign goes out in batches of at most this many e-mails a minute, counted over every campaign sending at once. Ask your mail provider for its limit; 50 suits most shared mail servers."
          min={1}
          max={MAX_NEWSLETTER_PER_MINUTE}
        />
      </div>
    </SettingsForm>
  );
}
