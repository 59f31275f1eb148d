"use client";

import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { FieldError } from "@/components/admin/form-field";
import { RichTextEditor } from "@/components/admin/rich-text-editor";

/** The rich-text editor bound to one field of a react-hook-form form, with its error under it. */
export function RichTextField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  error,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  error?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div>
          <RichTextEditor
            label={label}
            hint={hint}
            value={(field.value as string | undefined) ?? ""}
            onChange={field.onChange}
            invalid={Boolean(error)}
            errorId={errorId}
          />
          <FieldError id={errorId} message={error} />
        </div>
      )}
    />
  );
}
