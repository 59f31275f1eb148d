"use client";

import { SwitchField, TextField, WholeNumberField } from "@/components/admin/form-field";
import { MAX_REMINDER_HOURS, bookingEmailsSchema, type BookingEmailsInput } from "@/features/settings/schema";
import { FieldCard } from "@/components/admin/field-card";
import { SettingsForm, useSettingsForm, type SettingsFormProps } from "./settings-form";

/** When a booking's reminder goes, and whether guests are thanked (and asked for a review) after their visit. */
export function BookingEmailsForm({ initial, action }: SettingsFormProps<BookingEmailsInput>) {
  const { form, bind, frame } = useSettingsForm(bookingEmailsSchema, initial, action, "booking e-mails");

  return (
    <SettingsForm {...frame} titleId="booking-emails-title" saveLabel="Save booking e-mails">
      <div className="grid gap-6 lg:grid-cols-2">
        <FieldCard look="group" title="Reminder">
          <SwitchField
            control={form.control}
            name="remindersOn"
            id="booking-reminders-on"
            label="Send reminders"
            hint="To every confirmed booking with an e-mail address, with “I'm coming” and “I can't make it”."
          />
          <WholeNumberField
            {...bind("reminderHours", "booking-reminder-hours")}
            label="Hours before the booking"
            hint={`From 1 to ${MAX_REMINDER_HOURS}. A booking confirmed later than this gets no reminder.`}
            min={1}
            max={MAX_REMINDER_HOURS}
          />
          <p className="text-xs text-muted-foreground">
            The reminder&apos;s words are the “Reservation reminder” template in E-mails.
          </p>
        </FieldCard>
        <FieldCard look="group" title="After the visit">
          <SwitchField
            control={form.control}
            name="thankYouOn"
            id="booking-thank-you-on"
            label="Thank guests the morning after"
            hint="Only for bookings marked seated, with a link to leave a review."
          />
          <TextField
            {...bind("reviewUrl", "booking-review-url")}
            label="Review link"
            hint="A full https:// address, e.g. your Google review page. No link, no thank-you e-mail."
            type="url"
          />
        </FieldCard>
      </div>
    </SettingsForm>
  );
}
