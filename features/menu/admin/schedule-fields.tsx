"use client";

import type { FieldValues, UseFormReturn } from "react-hook-form";
import { fieldBinder, SelectField, STATUS_OPTIONS, TextField } from "@/components/admin/form-field";
import { CheckboxRow } from "./form-parts";

type WithPublishing = { publishAt: string; unpublishAt: string; status: string; visible: boolean };

/** Status, the visible switch and the optional publishing window (typed in UK time whatever the device's own zone). */
export function PublishingFields<T extends FieldValues & WithPublishing, O>({
  form,
  idPrefix,
  visibleHint,
}: {
  form: UseFormReturn<T, unknown, O>;
  idPrefix: string;
  visibleHint: string;
}) {
  const f = form as unknown as UseFormReturn<WithPublishing>;
  const bind = fieldBinder(f);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <SelectField
          label="Status"
          hint="Drafts are never shown to guests."
          options={STATUS_OPTIONS}
          {...bind("status", `${idPrefix}-status`)}
        />
        <CheckboxRow
          id={`${idPrefix}-visible`}
          label="Visible on the website"
          hint={visibleHint}
          className="sm:pt-7"
          {...f.register("visible")}
        />
      </div>
      <fieldset className="grid gap-3 rounded-md border p-4">
        <legend className="px-1 text-sm font-medium">Schedule (optional, UK time)</legend>
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <TextField
            label="Show from"
            hint="Empty: shown as soon as it is published."
            type="datetime-local"
            {...bind("publishAt", `${idPrefix}-publish-at`)}
          />
          <TextField
            label="Show until"
            hint="Empty: shown until you change it."
            type="datetime-local"
            {...bind("unpublishAt", `${idPrefix}-unpublish-at`)}
          />
        </div>
      </fieldset>
    </>
  );
}
