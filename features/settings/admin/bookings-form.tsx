"use client";

import { SwitchField, WholeNumberField } from "@/components/admin/form-field";
import {
  MAX_NO_SHOW_GRACE_MINUTES,
  MAX_RETENTION_MONTHS,
  MIN_RETENTION_MONTHS,
  MAX_WAITLIST_OFFER_HOURS,
  bookingSettingsSchema,
  type BookingSettingsInput,
} from "@/features/settings/schema";
import { SettingsForm, useSettingsForm, type SettingsFormProps } from "./settings-form";

const WHOLE_NUMBERS = [
  {
    name: "noShowGraceMinutes",
    id: "bookings-no-show-grace",
    label: "No-show grace period (minutes)",
    hint: "A booking can be marked a no-show this long after its time, never before. Seated can be marked from the booking's day.",
    min: 0,
    max: MAX_NO_SHOW_GRACE_MINUTES,
  },
  {
    name: "waitlistOfferHours",
    id: "bookings-waitlist-offer-hours",
    label: "Waitlist offer lasts (hours)",
    hint: "When you offer a freed table to a guest on the waitlist, their e-mail's accept button works for this long.",
    min: 1,
    max: MAX_WAITLIST_OFFER_HOURS,
  },
  {
    name: "retentionMonths",
    id: "bookings-retention-months",
    label: "Keep guests' details for (months)",
    hint: "A guest, enquiry or booking with no activity for this long is anonymised: names, contact details and messages go, the counts stay.",
    min: MIN_RETENTION_MONTHS,
    max: MAX_RETENTION_MONTHS,
  },
] as const;

/** The grace period before a booking may be marked a no-show, how long a waitlist offer lasts, retention and instant confirmation. */
export function BookingSettingsForm({ initial, action }: SettingsFormProps<BookingSettingsInput>) {
  const { form, bind, frame } = useSettingsForm(bookingSettingsSchema, initial, action, "booking settings");

  return (
    <SettingsForm {...frame} titleId="bookings-title" saveLabel="Save booking settings">
      <div className="max-w-xl space-y-5 rounded-lg border bg-card p-5">
        {WHOLE_NUMBERS.map(({ name, id, ...field }) => (
          <WholeNumberField key={name} {...bind(name, id, { valueAsNumber: true })} {...field} />
        ))}
        <SwitchField
          control={form.control}
          name="instantConfirmation"
          id="bookings-instant-confirmation"
          label="Confirm requests that fit a table at once"
          hint="A guest's request that fits a free table is confirmed and seated straight away, and the guest is e-mailed the confirmation with its calendar invitation. A request that fits no table waits for you. Off: you confirm every request, as the site promises, within 24 hours."
        />
      </div>
    </SettingsForm>
  );
}
