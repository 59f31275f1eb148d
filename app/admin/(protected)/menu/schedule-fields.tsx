"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { CheckboxRow, Field, fieldIds } from "./form-parts";

type WithSchedule = { publishAt: string; unpublishAt: string };
type WithPublishing = WithSchedule & { status: string; visible: boolean };

/** Status, the visible switch and the schedule: how a section or dish reaches the public menu. */
export function PublishingFields<T extends WithPublishing>({
  idPrefix,
  register,
  errors,
  visibleHint,
}: {
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  visibleHint: string;
}) {
  const reg = register as unknown as UseFormRegister<WithPublishing>;
  const errs = errors as FieldErrors<WithPublishing>;
  const status = `${idPrefix}-status`;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <Field id={status} label="Status" hint="Drafts are never shown to guests." error={errs.status?.message}>
          <NativeSelect id={status} aria-describedby={fieldIds(status, true, Boolean(errs.status))} {...reg("status")}>
            <option value="draft">Draft</option>
            <option value="published">Published</option>
          </NativeSelect>
        </Field>
        <CheckboxRow
          id={`${idPrefix}-visible`}
          label="Visible on the website"
          hint={visibleHint}
          className="sm:pt-7"
          {...reg("visible")}
        />
      </div>
      <ScheduleFields idPrefix={idPrefix} register={register} errors={errors} />
    </>
  );
}

/** The optional publishing window, typed in UK time whatever the device's own zone. */
export function ScheduleFields<T extends WithSchedule>({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const reg = register as unknown as UseFormRegister<WithSchedule>;
  const errs = errors as FieldErrors<WithSchedule>;
  const from = `${idPrefix}-publish-at`;
  const until = `${idPrefix}-unpublish-at`;
  return (
    <fieldset className="grid gap-3 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">Schedule (optional, UK time)</legend>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <Field
          id={from}
          label="Show from"
          hint="Empty: shown as soon as it is published."
          error={errs.publishAt?.message}
        >
          <Input
            id={from}
            type="datetime-local"
            aria-invalid={Boolean(errs.publishAt)}
            aria-describedby={fieldIds(from, true, Boolean(errs.publishAt))}
            {...reg("publishAt")}
          />
        </Field>
        <Field id={until} label="Show until" hint="Empty: shown until you change it." error={errs.unpublishAt?.message}>
          <Input
            id={until}
            type="datetime-local"
            aria-invalid={Boolean(errs.unpublishAt)}
            aria-describedby={fieldIds(until, true, Boolean(errs.unpublishAt))}
            {...reg("unpublishAt")}
          />
        </Field>
      </div>
    </fieldset>
  );
}
