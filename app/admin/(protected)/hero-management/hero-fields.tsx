"use client";

import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { describedBy, FormField } from "@/components/admin/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { MAX_HERO_SECONDS, MIN_HERO_SECONDS } from "@/lib/media/hero-duration";

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
  const errors = f.formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <FormField
        id={id("alt")}
        label="Alt text"
        hint="What the slide shows, for guests who use a screen reader. Required before publishing."
        error={errors.altText?.message}
      >
        <Textarea
          id={id("alt")}
          rows={2}
          {...f.register("altText")}
          {...describedBy(id("alt"), { hint: true, error: errors.altText?.message })}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={id("duration")}
          label="Slide duration (seconds)"
          hint="How long each slide shows: at least 3.5 seconds."
          error={errors.slideSeconds?.message}
        >
          <Input
            id={id("duration")}
            type="number"
            inputMode="decimal"
            min={MIN_HERO_SECONDS}
            max={MAX_HERO_SECONDS}
            step={0.1}
            {...f.register("slideSeconds", { valueAsNumber: true })}
            {...describedBy(id("duration"), { hint: true, error: errors.slideSeconds?.message })}
          />
        </FormField>
        <FormField id={id("status")} label="Status" error={errors.status?.message}>
          <NativeSelect id={id("status")} {...f.register("status")}>
            <option value="draft">Draft</option>
            <option value="published">Published</option>
          </NativeSelect>
        </FormField>
      </div>
      <Controller
        control={f.control}
        name={"visible" as Path<HeroFieldValues>}
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4 rounded-md border p-3">
            <Label htmlFor={id("visible")} className="flex-col items-start gap-1">
              Visible on the website
              <span className="text-xs font-normal text-muted-foreground">
                Turn off to take it off the home page without unpublishing.
              </span>
            </Label>
            <Switch id={id("visible")} checked={Boolean(field.value)} onCheckedChange={field.onChange} />
          </div>
        )}
      />
    </>
  );
}
