"use client";

import { TextField, fieldBinder } from "@/components/admin/form-field";
import type { ActionResult } from "@/lib/actions/admin-action-core";
import {
  MAX_NO_SHOW_GRACE_MINUTES,
  MAX_WAITLIST_OFFER_HOURS,
  bookingSettingsSchema,
  type BookingSettingsInput,
} from "@/features/settings/schema";
import { SettingsForm, useSettingsForm } from "./settings-form";

type Save = (input: BookingSettingsInput) => Promise<ActionResult<{ changed: boolean }>>;

const WHOLE_NUMBER = { type: "number", inputMode: "numeric", step: 1, inputClassName: "w-32" } as const;

/** The grace period before a booking may be marked a no-show, and how long a waitlist offer lasts. */
export function BookingSettingsForm({ initial, action }: { initial: BookingSettingsInput; action: Save }) {
  const { form, frame } = useSettingsForm(bookingSettingsSchema, initial, action, "booking settings");
  const bind = fieldBinder(form);

  return (
    <SettingsForm {...frame} titleId="bookings-title" saveLabel="Save booking settings">
      <div className="max-w-xl space-y-5 rounded-lg border bg-card p-5">
        <TextField
          {...bind("noShowGraceMinutes", "bookings-no-show-grace", { valueAsNumber: true })}
          label="No-show grace period (minutes)"
          hint="A booking can be marked a no-show this long after its time, never before. Seated can be marked from the booking's day."
          {...WHOLE_NUMBER}
          min={0}
          max={MAX_NO_SHOW_GRACE_MINUTES}
        />
        <TextField
          {...bind("waitlistOfferHours", "bookings-waitlist-offer-hours", { valueAsNumber: true })}
          label="Waitlist offer lasts (hours)"
          hint="When you offer a freed table to a guest on the waitlist, their e-mail's accept button works for this long."
          {...WHOLE_NUMBER}
          min={1}
          max={MAX_WAITLIST_OFFER_HOURS}
        />
      </div>
    </SettingsForm>
  );
}
