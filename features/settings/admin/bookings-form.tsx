"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SaveRow } from "@/components/admin/save-row";
import { describedBy, FormField } from "@/components/admin/form-field";
import { Input } from "@/components/ui/input";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { useHydrated } from "@/components/hooks/use-hydrated";
import type { ActionResult } from "@/lib/actions/admin-action-core";
import {
  MAX_NO_SHOW_GRACE_MINUTES,
  MAX_WAITLIST_OFFER_HOURS,
  bookingSettingsSchema,
  type BookingSettingsData,
  type BookingSettingsInput,
} from "@/features/settings/schema";
import { settingsSave } from "./save-result";

type Save = (input: BookingSettingsInput) => Promise<ActionResult<{ changed: boolean }>>;

const ID = "bookings-no-show-grace";
const OFFER_ID = "bookings-waitlist-offer-hours";

/** The grace period before a booking may be marked a no-show, and how long a waitlist offer lasts. */
export function BookingSettingsForm({ initial, action }: { initial: BookingSettingsInput; action: Save }) {
  const hydrated = useHydrated();
  const form = useForm<BookingSettingsInput, unknown, BookingSettingsData>({
    resolver: zodResolver(bookingSettingsSchema),
    defaultValues: initial,
  });
  const { register, reset, formState } = form;
  const { onSubmit, pending } = useAdminSubmit(form, {
    action,
    ...settingsSave("booking settings", reset),
  });
  const error = formState.errors.noShowGraceMinutes?.message;
  const offerError = formState.errors.waitlistOfferHours?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="bookings-title">
      <fieldset disabled={!hydrated} className="contents">
        <div className="max-w-xl space-y-5 rounded-lg border bg-card p-5">
          <FormField
            id={ID}
            label="No-show grace period (minutes)"
            hint="A booking can be marked a no-show this long after its time, never before. Seated can be marked from the booking's day."
            error={error}
          >
            <Input
              id={ID}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_NO_SHOW_GRACE_MINUTES}
              step={1}
              className="w-32"
              {...register("noShowGraceMinutes", { valueAsNumber: true })}
              {...describedBy(ID, { hint: true, error })}
            />
          </FormField>
          <FormField
            id={OFFER_ID}
            label="Waitlist offer lasts (hours)"
            hint="When you offer a freed table to a guest on the waitlist, their e-mail's accept button works for this long."
            error={offerError}
          >
            <Input
              id={OFFER_ID}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_WAITLIST_OFFER_HOURS}
              step={1}
              className="w-32"
              {...register("waitlistOfferHours", { valueAsNumber: true })}
              {...describedBy(OFFER_ID, { hint: true, error: offerError })}
            />
          </FormField>
        </div>
        <SaveRow pending={pending} dirty={formState.isDirty} label="Save booking settings" />
      </fieldset>
    </form>
  );
}
