"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SaveRow } from "@/components/admin/save-row";
import { SwitchField, TextField, fieldBinder } from "@/components/admin/form-field";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { useHydrated } from "@/components/hooks/use-hydrated";
import type { ActionResult } from "@/lib/actions/admin-action-core";
import {
  MAX_REMINDER_HOURS,
  bookingEmailsSchema,
  type BookingEmailsData,
  type BookingEmailsInput,
} from "@/features/settings/schema";
import { settingsSave } from "./save-result";

type Save = (input: BookingEmailsInput) => Promise<ActionResult<{ changed: boolean }>>;

/** When a booking's reminder goes, and whether guests are thanked (and asked for a review) after their visit. */
export function BookingEmailsForm({ initial, action }: { initial: BookingEmailsInput; action: Save }) {
  const hydrated = useHydrated();
  const form = useForm<BookingEmailsInput, unknown, BookingEmailsData>({
    resolver: zodResolver(bookingEmailsSchema),
    defaultValues: initial,
  });
  const bind = fieldBinder(form);
  const { onSubmit, pending } = useAdminSubmit(form, { action, ...settingsSave("booking e-mails", form.reset) });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="booking-emails-title">
      <fieldset disabled={!hydrated} className="contents">
        <div className="grid gap-6 lg:grid-cols-2">
          <fieldset className="space-y-4 rounded-lg border bg-card p-5">
            <legend className="px-1 text-sm font-semibold">Reminder</legend>
            <SwitchField
              control={form.control}
              name="remindersOn"
              id="booking-reminders-on"
              label="Send reminders"
              hint="To every confirmed booking with an e-mail address, with “I'm coming” and “I can't make it”."
            />
            <TextField
              {...bind("reminderHours", "booking-reminder-hours")}
              label="Hours before the booking"
              hint={`From 1 to ${MAX_REMINDER_HOURS}. A booking confirmed later than this gets no reminder.`}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_REMINDER_HOURS}
            />
            <p className="text-xs text-muted-foreground">
              The reminder&apos;s words are the “Reservation reminder” template in E-mails.
            </p>
          </fieldset>
          <fieldset className="space-y-4 rounded-lg border bg-card p-5">
            <legend className="px-1 text-sm font-semibold">After the visit</legend>
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
          </fieldset>
        </div>
        <SaveRow pending={pending} dirty={form.formState.isDirty} label="Save booking e-mails" />
      </fieldset>
    </form>
  );
}
