"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import { fieldBinder } from "@/components/admin/form-field";
import { SaveRow } from "@/components/admin/save-row";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { settingsSave } from "./save-result";
import type { ActionProp } from "@/lib/actions/admin-action-core";

export interface SettingsFormProps<I> {
  initial: I;
  action: ActionProp<I, { changed: boolean }>;
}

/** A settings form of one record: checked by its schema, started from the saved values, saved with the shared toasts. */
export function useSettingsForm<I extends FieldValues, D extends I>(
  schema: z.ZodType<D, I>,
  initial: DefaultValues<I>,
  action: ActionProp<D, { changed: boolean }>,
  subject: string,
) {
  const hydrated = useHydrated();
  const form = useForm<I, unknown, D>({ resolver: zodResolver(schema), defaultValues: initial });
  const { onSubmit, pending } = useAdminSubmit(form, { action, ...settingsSave(subject, form.reset) });
  return { form, bind: fieldBinder(form), frame: { hydrated, onSubmit, pending, dirty: form.formState.isDirty } };
}

/** The form around a settings page's fields: locked until the page's script runs, its save button last. */
export function SettingsForm({
  titleId,
  hydrated,
  onSubmit,
  pending,
  dirty,
  saveLabel,
  children,
}: {
  titleId: string;
  hydrated: boolean;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  dirty: boolean;
  saveLabel: string;
  children: React.ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <fieldset disabled={!hydrated} className="contents">
        {children}
        <SaveRow pending={pending} dirty={dirty} label={saveLabel} />
      </fieldset>
    </form>
  );
}
