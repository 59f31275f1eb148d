"use client";

import { useTransition, type BaseSyntheticEvent } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { applyFieldErrors } from "@/components/admin/form-field";
import { useReportUnsavedChanges } from "@/components/admin/unsaved-changes";
import type { ActionProp } from "@/lib/actions/admin-action-core";

export const CONNECTION_FAILED = "The connection failed. Your changes are still here: please try again.";
export const NOTHING_CHANGED = "Something went wrong and nothing was changed. Please try again.";
export const CHECK_FIELDS = "Please check the highlighted fields";

export interface AdminSubmitOptions<TOutput, TData> {
  action: ActionProp<TOutput, TData>;
  onSaved: (data: TData, values: TOutput) => void;
  /** Error toast title; the description is the server's message. Without it, only `onFailure` reports. */
  failure?: string;
  /** Said when the request itself failed. */
  offline?: string;
  onFailure?: (message: string, fieldErrors?: Record<string, string[]>) => void;
  /** Toast when the client-side check refuses the form. */
  invalid?: string;
  focusError?: boolean;
  trackUnsaved?: boolean;
}

/** The admin forms' submit: call the action, put its field errors on the form, toast, and report pending. */
export function useAdminSubmit<TInput extends FieldValues, TOutput, TData>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  options: AdminSubmitOptions<TOutput, TData>,
) {
  const [transitionPending, startTransition] = useTransition();
  const { isDirty, isSubmitting } = form.formState;
  useReportUnsavedChanges(options.trackUnsaved === true && isDirty);

  const run = async (values: TOutput) => {
    const { action, onSaved, failure, offline = CONNECTION_FAILED, onFailure, focusError = true } = options;
    const result = await action(values).catch(() => null);
    if (result?.ok) return onSaved(result.data, values);
    const message = result?.error ?? offline;
    applyFieldErrors(result?.fieldErrors, form.setError as never, focusError);
    onFailure?.(message, result?.fieldErrors);
    if (failure) toast.error(failure, { description: message });
  };

  // The transition keeps `pending` true until the refreshed page has rendered, not only while the action runs.
  const onSubmit: (event?: BaseSyntheticEvent) => Promise<void> = form.handleSubmit(
    (values) => new Promise<void>((resolve) => startTransition(() => run(values).finally(resolve))),
    options.invalid ? () => void toast.error(options.invalid) : undefined,
  );
  return { onSubmit, pending: transitionPending || isSubmitting };
}
