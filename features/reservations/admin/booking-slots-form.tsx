"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { FieldError } from "@/components/admin/form-field";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { SaveRow } from "@/components/admin/save-row";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { slotsOfDay } from "@/features/reservations/booking-rules";
import { MAX_LAST_BEFORE_CLOSE, SLOT_STEPS, slotLabel } from "@/features/reservations/booking-slots";
import { WEEKDAYS, savingChangedDays, type Period } from "@/features/opening-times/client";
import {
  bookingSlotsSchema,
  type BookingSlotsData,
  type BookingSlotsInput,
} from "@/features/reservations/booking-slots-schema";
import type { ActionProp } from "@/lib/actions/admin-action-core";

type SlotField = "first" | "last" | "coversLimit" | "lastBeforeClose";
type Form = ReturnType<typeof useForm<BookingSlotsInput, unknown, BookingSlotsData>>;

/** Reservation slots per weekday; `weekly` (opening periods, Monday first) shows which are offered: never one outside the day's hours. */
export function BookingSlotsForm({
  initial,
  weekly,
  action,
}: {
  initial: BookingSlotsInput;
  weekly: Period[][];
  action: ActionProp<BookingSlotsInput, { changedDays: string[] }>;
}) {
  const hydrated = useHydrated();
  const form = useForm<BookingSlotsInput, unknown, BookingSlotsData>({
    resolver: zodResolver(bookingSlotsSchema),
    defaultValues: initial,
  });
  const saveChangedDays = savingChangedDays(form, action);
  const { onSubmit, pending } = useAdminSubmit(form, {
    action: saveChangedDays,
    failure: "Could not save the booking slots",
    invalid: "Please check the highlighted days",
    focusError: false,
    onSaved: ({ changedDays }, data) => {
      form.reset(data);
      if (changedDays.length === 0) toast.info("Nothing to save", { description: "The slots were already as shown." });
      else
        toast.success("Booking slots saved", {
          description: `The reservation form offers the new times now (${changedDays.join(", ")}).`,
        });
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="slots-title">
      <fieldset disabled={!hydrated} className="contents">
        <div className="rounded-lg border bg-card">
          <ol className="divide-y">
            {WEEKDAYS.map((d, index) => (
              <SlotRow key={d.day} index={index} name={d.name} form={form} periods={weekly[index] ?? []} />
            ))}
          </ol>
        </div>
        <SaveRow pending={pending} label={"Save booking slots"} dirty={form.formState.isDirty} />
      </fieldset>
    </form>
  );
}

function SlotRow({ index, name, form, periods }: { index: number; name: string; form: Form; periods: Period[] }) {
  const { register, formState, control } = form;
  const day = useWatch({ control, name: `days.${index}` });
  const errors = formState.errors.days?.[index];
  const id = (field: string) => `slots-${index}-${field}`;
  const offered = slotsOfDay(
    {
      day: (index + 1) as never,
      first: day?.first ?? "",
      last: day?.last ?? "",
      every: Number(day?.every),
      coversLimit: null,
      lunch: day?.lunch ?? false,
      lastBeforeClose: Number(day?.lastBeforeClose ?? 0),
    },
    periods,
  );
  const summary =
    periods.length === 0
      ? "Closed on this day: no tables offered."
      : offered.length === 0
        ? "No slot falls inside this day's opening hours: no tables offered."
        : `Offered: ${offered.length === 1 ? slotLabel(offered[0]!) : `${slotLabel(offered[0]!)} to ${slotLabel(offered.at(-1)!)}`} (${offered.length} ${offered.length === 1 ? "slot" : "slots"})`;

  /** A labelled input bound to this day's `key`, with its error below it and linked to it. */
  const field = (key: SlotField, label: string, input: React.ComponentProps<typeof Input>) => (
    <div className="min-w-0">
      <label htmlFor={id(key)} className="mb-1 block text-xs text-muted-foreground">
        <span className="sr-only">{name} </span>
        {label}
      </label>
      <Input
        id={id(key)}
        {...input}
        {...register(`days.${index}.${key}`)}
        aria-invalid={errors?.[key] ? true : undefined}
        aria-describedby={errors?.[key] ? id(`${key}-error`) : undefined}
      />
      <FieldError id={id(`${key}-error`)} message={errors?.[key]?.message} />
    </div>
  );

  return (
    <li className="grid gap-x-6 gap-y-3 px-4 py-4 sm:px-5 lg:grid-cols-[9rem_minmax(0,1fr)]">
      <h3 className="font-medium lg:pt-6">{name}</h3>
      <div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {field("first", "First dinner slot", { type: "time", step: 900 })}
          {field("last", "Last dinner slot", { type: "time", step: 900 })}
          <div className="min-w-0">
            <label htmlFor={id("every")} className="mb-1 block text-xs text-muted-foreground">
              <span className="sr-only">{name} </span>Every
            </label>
            <NativeSelect id={id("every")} {...register(`days.${index}.every`)}>
              {SLOT_STEPS.map((m) => (
                <option key={m} value={m}>
                  {m} minutes
                </option>
              ))}
            </NativeSelect>
          </div>
          {field("coversLimit", "Covers per slot (optional)", {
            type: "number",
            inputMode: "numeric",
            min: 1,
            max: 500,
            placeholder: "No limit",
          })}
          {field("lastBeforeClose", "Minutes before closing", {
            type: "number",
            inputMode: "numeric",
            min: 0,
            max: MAX_LAST_BEFORE_CLOSE,
            step: 5,
          })}
        </div>
        <label className="mt-3 flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...register(`days.${index}.lunch`)} />
          <span>
            <span className="sr-only">{name}: </span>Take lunch bookings (from opening until the first dinner slot)
          </span>
        </label>
        <p className="mt-2 text-sm text-muted-foreground">{summary}</p>
      </div>
    </li>
  );
}
