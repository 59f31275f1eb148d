"use client";

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { fieldBinder, SelectField, STATUS_OPTIONS, SwitchField, TextField } from "@/components/admin/form-field";
import { MAX_HERO_SECONDS, MIN_HERO_SECONDS } from "@/features/media/client";

interface HeroFieldValues extends FieldValues {
  altText: string;
  slideSeconds: number;
  status: "draft" | "published";
  visible: boolean;
}

/** Alt text, slide duration, status and visibility: shared by the add form and the edit dialog. */
export function HeroFields<V extends HeroFieldValues>({
  form,
  idPrefix,
}: {
  form: UseFormReturn<V, unknown, V> | UseFormReturn<V, unknown, never>;
  idPrefix: string;
}) {
  const f = form as unknown as UseFormReturn<HeroFieldValues>;
  const bind = fieldBinder(f);
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <TextField
        label="Alt text"
        hint="What the slide shows, for guests who use a screen reader. Required before publishing."
        rows={2}
        {...bind("altText", id("alt"))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Slide duration (seconds)"
          hint="How long each slide shows: at least 3.5 seconds."
          type="number"
          inputMode="decimal"
          min={MIN_HERO_SECONDS}
          max={MAX_HERO_SECONDS}
          step={0.1}
          {...bind("slideSeconds", id("duration"), { valueAsNumber: true })}
        />
        <SelectField label="Status" options={STATUS_OPTIONS} {...bind("status", id("status"))} />
      </div>
      <SwitchField
        control={f.control}
        name={"visible" as Path<HeroFieldValues>}
        id={id("visible")}
        label="Visible on the website"
        hint="Turn off to take it off the home page without unpublishing."
      />
    </>
  );
}
