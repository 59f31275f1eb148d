"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Controller, useFieldArray, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { describedBy, FieldError, FormField } from "@/components/admin/form-field";
import { SaveRow } from "@/components/admin/save-row";
import { AddButton } from "@/components/admin/add-button";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { useHydrated } from "@/components/hooks/use-hydrated";
import type { z } from "@/lib/zod";
import { settingsSave } from "./save-result";
import type { ActionProp } from "@/lib/actions/admin-action-core";

/** An item's move buttons: which way, the word its accessible name ends with, and its arrow. */
const MOVES = [
  { step: -1, word: "up", Icon: ArrowUp },
  { step: 1, word: "down", Icon: ArrowDown },
] as const;

export type ListItem = Record<string, string | boolean>;
export interface ListValues {
  items: ListItem[];
}

export interface ListField {
  name: string;
  label: string;
  kind?: "text" | "textarea" | "checkbox";
  hint?: string;
  inputMode?: "decimal";
  rows?: number;
}

export interface ListFormProps {
  noun: string;
  subject: string;
  titleId: string;
  idPrefix: string;
  schema: z.ZodType;
  initial: ListValues;
  blank: ListItem;
  fields: readonly ListField[];
  titleField: string;
  emptyText: string;
  action: ActionProp<ListValues, { changed: boolean }>;
}

/** An ordered list saved as a whole, so one activity-log entry holds the list before and after. */
export function SettingsListForm({
  noun,
  subject,
  titleId,
  idPrefix,
  schema,
  initial,
  blank,
  fields,
  titleField,
  emptyText,
  action,
}: ListFormProps) {
  const hydrated = useHydrated();
  const form = useForm<ListValues>({ resolver: zodResolver(schema as never), defaultValues: initial });
  const { control, register, reset, formState } = form;
  const { fields: rows, append, remove, move } = useFieldArray({ control, name: "items" });
  const values = useWatch({ control, name: "items" });
  // Send what the form holds (strings), not the parsed output: the action parses with the same schema.
  const { onSubmit, pending } = useAdminSubmit(form, {
    action: () => action(form.getValues()),
    ...settingsSave(subject, () => reset(form.getValues())),
  });

  const itemErrors = (i: number) => (formState.errors.items as FieldErrors<ListItem>[] | undefined)?.[i];
  const listError = formState.errors.items?.message ?? formState.errors.items?.root?.message;
  const cap = noun.charAt(0).toUpperCase() + noun.slice(1);

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <fieldset disabled={!hydrated} className="contents">
        {rows.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ol className="space-y-4">
            {rows.map((row, i) => {
              const title = String(values?.[i]?.[titleField] ?? "").trim() || `New ${noun}`;
              const errors = itemErrors(i);
              return (
                <li key={row.id} className="rounded-lg border bg-card p-4 sm:p-5">
                  <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-medium">
                      <span className="text-muted-foreground">{i + 1}. </span>
                      {title}
                    </h3>
                    <div className="flex gap-1">
                      {MOVES.map(({ step, word, Icon }) => (
                        <Button
                          key={word}
                          type="button"
                          variant="ghost"
                          size="icon"
                          disabled={i + step < 0 || i + step >= rows.length}
                          aria-label={`Move “${title}” ${word}`}
                          onClick={() => move(i, i + step)}
                        >
                          <Icon aria-hidden="true" />
                        </Button>
                      ))}
                      <ConfirmButton
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove “${title}”`}
                        title={`Remove “${title}”?`}
                        description={`The ${noun} leaves the website when you save the list.`}
                        confirmLabel="Remove"
                        busyLabel="Removing…"
                        onConfirm={async () => remove(i)}
                      >
                        <Trash2 aria-hidden="true" />
                      </ConfirmButton>
                    </div>
                  </div>
                  <div className="grid gap-4 md:grid-cols-2">
                    {fields.map((f) => {
                      const id = `${idPrefix}-${i}-${f.name}`;
                      const error = errors?.[f.name]?.message as string | undefined;
                      const name = `items.${i}.${f.name}` as const;
                      if (f.kind === "checkbox") {
                        return (
                          <div key={f.name} className="flex items-center gap-2 md:col-span-2">
                            <Controller
                              control={control}
                              name={name}
                              render={({ field }) => (
                                <Checkbox
                                  id={id}
                                  checked={field.value === true}
                                  onCheckedChange={(v) => field.onChange(v === true)}
                                />
                              )}
                            />
                            <Label htmlFor={id} className="font-normal">
                              {f.label}
                            </Label>
                            <FieldError id={`${id}-error`} message={error} />
                          </div>
                        );
                      }
                      return (
                        <FormField
                          key={f.name}
                          id={id}
                          label={f.label}
                          hint={f.hint}
                          error={error}
                          className={f.kind === "textarea" ? "md:col-span-2" : undefined}
                        >
                          {f.kind === "textarea" ? (
                            <Textarea
                              id={id}
                              rows={f.rows ?? 3}
                              {...register(name)}
                              {...describedBy(id, { hint: Boolean(f.hint), error })}
                            />
                          ) : (
                            <Input
                              id={id}
                              inputMode={f.inputMode}
                              {...register(name)}
                              {...describedBy(id, { hint: Boolean(f.hint), error })}
                            />
                          )}
                        </FormField>
                      );
                    })}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <FieldError id={`${idPrefix}-list-error`} message={listError} />
        <SaveRow pending={pending} dirty={formState.isDirty} label={`Save ${subject}`}>
          <AddButton variant="outline" onClick={() => append({ ...blank })}>
            Add {noun}
          </AddButton>
        </SaveRow>
        <span className="sr-only" aria-live="polite">
          {cap} list: {rows.length} {rows.length === 1 ? noun : `${noun}s`}
        </span>
      </fieldset>
    </form>
  );
}
