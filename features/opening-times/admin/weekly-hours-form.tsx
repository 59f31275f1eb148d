"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Minus } from "lucide-react";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { FieldError } from "@/components/admin/form-field";
import { SaveRow } from "@/components/admin/save-row";
import { AddButton } from "@/components/admin/add-button";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { WEEKDAYS } from "@/features/opening-times/types";
import { savingChangedDays } from "@/features/opening-times/week-edit";
import { weeklyHoursSchema, type WeeklyHoursData, type WeeklyHoursInput } from "@/features/opening-times/schema";
import type { ActionProp } from "@/lib/actions/admin-action-core";

export interface WeeklyHoursCopy {
  titleId: string;
  subject: string;
  savedTitle: string;
  submit: string;
  column: string;
  notes: boolean;
}

const OPENING_COPY: WeeklyHoursCopy = {
  titleId: "weekly-title",
  subject: "opening hours",
  savedTitle: "Opening hours saved",
  submit: "Save weekly hours",
  column: "Opening hours",
  notes: true,
};

export function WeeklyHoursForm({
  initial,
  action,
  copy = OPENING_COPY,
}: {
  initial: WeeklyHoursInput;
  action: ActionProp<WeeklyHoursInput, { changedDays: string[] } | { changed: boolean }>;
  copy?: WeeklyHoursCopy;
}) {
  // Disabled until hydrated: a native submit would be a GET that drops the edits.
  const hydrated = useHydrated();
  const form = useForm<WeeklyHoursInput, unknown, WeeklyHoursData>({
    resolver: zodResolver(weeklyHoursSchema),
    defaultValues: initial,
  });
  const { reset, formState } = form;
  const saveChangedDays = savingChangedDays(form, action);
  const { onSubmit, pending } = useAdminSubmit(form, {
    action: saveChangedDays,
    failure: `Could not save the ${copy.subject}`,
    invalid: "Please check the highlighted days",
    focusError: false,
    trackUnsaved: true,
    onSaved: (saved, data) => {
      reset(data);
      const changed = "changedDays" in saved ? saved.changedDays : null;
      if (changed ? changed.length === 0 : !("changed" in saved && saved.changed))
        toast.info("Nothing to save", { description: "The hours were already as shown." });
      else
        toast.success(copy.savedTitle, {
          description: changed
            ? `The website shows the new hours now (${changed.join(", ")}).`
            : "The website shows the new hours now.",
        });
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={copy.titleId}>
      <fieldset disabled={!hydrated} className="contents">
        <div className="rounded-lg border bg-card">
          <div
            aria-hidden="true"
            className={`hidden gap-x-6 border-b px-5 py-3 text-xs font-medium tracking-wide text-muted-foreground uppercase lg:grid ${ROW_COLUMNS}`}
          >
            <span>Day</span>
            <span>{copy.column}</span>
            <span>Second period (optional)</span>
          </div>
          <ol className="divide-y">
            {WEEKDAYS.map((d, index) => (
              <DayRow key={d.day} index={index} name={d.name} form={form} notes={copy.notes} />
            ))}
          </ol>
        </div>
        <SaveRow pending={pending} label={copy.submit} dirty={formState.isDirty} />
      </fieldset>
    </form>
  );
}

const ROW_COLUMNS = "lg:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)]";

type Form = ReturnType<typeof useForm<WeeklyHoursInput, unknown, WeeklyHoursData>>;

function DayRow({ index, name, form, notes }: { index: number; name: string; form: Form; notes: boolean }) {
  const { control, register, setValue, formState } = form;
  const day = useWatch({ control, name: `days.${index}` });
  const errors = formState.errors.days?.[index];
  const [showSecond, setShowSecond] = useState(Boolean(day?.openTime2 || day?.closeTime2));
  const closed = day?.isClosed ?? false;
  const id = (field: string) => `day-${index}-${field}`;

  const time = (field: "openTime1" | "closeTime1" | "openTime2" | "closeTime2", label: string, hiddenSuffix = "") => {
    const message = errors?.[field]?.message;
    return (
      <div className="min-w-0 flex-1">
        <label htmlFor={id(field)} className="mb-1 block text-xs text-muted-foreground">
          <span className="sr-only">{name} </span>
          {label}
          {hiddenSuffix ? <span className="sr-only"> {hiddenSuffix}</span> : null}
        </label>
        <Input
          id={id(field)}
          type="time"
          step={300}
          {...register(`days.${index}.${field}`)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? id(`${field}-error`) : undefined}
        />
        <FieldError id={id(`${field}-error`)} message={message} />
      </div>
    );
  };

  return (
    <li className={`grid gap-x-6 gap-y-4 px-4 py-4 sm:px-5 ${ROW_COLUMNS}`}>
      <div className="flex items-center justify-between gap-3 lg:flex-col lg:items-start lg:justify-start lg:gap-3 lg:pt-1">
        <h3 className="font-medium">{name}</h3>
        <div className="flex items-center gap-2">
          <Controller
            control={control}
            name={`days.${index}.isClosed`}
            render={({ field }) => <Switch id={id("closed")} checked={field.value} onCheckedChange={field.onChange} />}
          />
          <Label htmlFor={id("closed")} className="font-normal">
            <span className="sr-only">{name} </span>Closed
          </Label>
        </div>
      </div>
      {closed ? (
        <p className="text-sm text-muted-foreground lg:col-span-2 lg:pt-1">Closed all day.</p>
      ) : (
        <>
          <div className="flex gap-2">
            {time("openTime1", "Opens")}
            {time("closeTime1", "Closes")}
          </div>
          <div>
            {showSecond ? (
              <div className="flex items-start gap-2">
                {time("openTime2", "Reopens")}
                {time("closeTime2", "Closes", "again")}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="mt-5 shrink-0"
                  aria-label={`Remove ${name}’s second period`}
                  onClick={() => {
                    setValue(`days.${index}.openTime2`, "", { shouldDirty: true });
                    setValue(`days.${index}.closeTime2`, "", { shouldDirty: true });
                    setShowSecond(false);
                  }}
                >
                  <Minus aria-hidden="true" />
                </Button>
              </div>
            ) : (
              <AddButton
                variant="outline"
                size="sm"
                className="lg:mt-[1.3rem]"
                onClick={() => setShowSecond(true)}
                aria-label={`Add a second period on ${name}`}
              >
                Second period
              </AddButton>
            )}
          </div>
        </>
      )}
      {notes ? (
        <div className="lg:col-span-2 lg:col-start-2">
          <label htmlFor={id("notes")} className="mb-1 block text-xs text-muted-foreground">
            <span className="sr-only">{name} </span>Notes
          </label>
          <Input
            id={id("notes")}
            {...register(`days.${index}.notes`)}
            maxLength={200}
            placeholder="e.g. Kitchen closes 30 minutes earlier"
          />
          <FieldError id={id("notes-error")} message={errors?.notes?.message} />
        </div>
      ) : null}
    </li>
  );
}
