"use client";

import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { NOTHING_CHANGED, useAdminSubmit } from "@/components/admin/use-admin-submit";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

import { TextField } from "@/components/admin/form-field";
import { SubmitButton } from "@/components/admin/submit-button";
import { MENU_LIMITS } from "@/features/menu/schema";
import type { ActionProp } from "@/lib/actions/admin-action-core";

export { FieldError, FormField as Field } from "@/components/admin/form-field";

/** A menu dialog's submit: the typed input goes to the server (which parses it itself), and a failure also shows above the buttons. */
export function useMenuSubmit<TInput extends FieldValues, TOutput, TData>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  save: ActionProp<TInput, TData>,
  failure: string,
  onSaved: (data: TData) => void,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const { onSubmit, pending } = useAdminSubmit(form, {
    action: () => {
      setFormError(null);
      return save(form.getValues());
    },
    failure,
    offline: NOTHING_CHANGED,
    onFailure: setFormError,
    onSaved,
  });
  return { onSubmit, pending, formError };
}

export function CheckboxRow({
  id,
  label,
  hint,
  className,
  ...input
}: React.ComponentProps<"input"> & { id: string; label: React.ReactNode; hint?: React.ReactNode }) {
  return (
    <div className={cn("flex items-start gap-2.5", className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-[var(--color-gold-deep)]"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm leading-tight font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A section's or a dish's optional description, up to the menu's length limit. */
export function DescriptionField(field: Omit<React.ComponentProps<typeof TextField>, "label" | "rows" | "maxLength">) {
  return <TextField label="Description (optional)" rows={3} maxLength={MENU_LIMITS.description} {...field} />;
}

/** One CheckboxRow a choice, each registered to the same array field. */
export function CheckboxGroup({
  idPrefix,
  options,
  className,
  ...input
}: React.ComponentProps<"input"> & { idPrefix: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <div className={className}>
      {options.map((o) => (
        <CheckboxRow key={o.value} id={`${idPrefix}-${o.value}`} label={o.label} value={o.value} {...input} />
      ))}
    </div>
  );
}

export function FormDialogEnd({
  formError,
  busy,
  submitLabel,
}: {
  formError: string | null | undefined;
  busy: boolean;
  submitLabel: string;
}) {
  return (
    <>
      {formError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive"
        >
          {formError}
        </p>
      ) : null}

      <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-background px-6 py-4">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton pending={busy} label={submitLabel} busyLabel="Saving…" />
      </DialogFooter>
    </>
  );
}
