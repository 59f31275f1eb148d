"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { fieldBinder } from "@/components/admin/form-field";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { useHydrated } from "@/components/hooks/use-hydrated";
import type { ActionProp } from "@/lib/actions/admin-action-core";

/**
 * A page-long editor of one record: checked on blur, saved with the record's id when it has one,
 * then a toast and the page `saved` names.
 */
export function useEditorForm<I extends FieldValues & { id?: string }, D extends I, T>(
  schema: z.ZodType<D, I>,
  initial: DefaultValues<I>,
  action: ActionProp<I, T>,
  failure: string,
  saved: (data: T) => { title: string; description: string; href: string },
) {
  // Disabled until hydrated: a native submit would be a GET that drops the edits.
  const hydrated = useHydrated();
  const router = useRouter();
  const form = useForm<I, unknown, D>({ resolver: zodResolver(schema), defaultValues: initial, mode: "onBlur" });
  const { onSubmit, pending } = useAdminSubmit(form, {
    action: (data) => action({ ...data, ...(initial.id ? { id: initial.id } : {}) }),
    failure,
    focusError: false,
    onSaved: (data) => {
      const { title, description, href } = saved(data);
      toast.success(title, { description });
      router.push(href);
    },
  });
  const err = (name: keyof I) => form.formState.errors[name]?.message as string | undefined;
  return { form, hydrated, onSubmit, pending, err, bind: fieldBinder(form) };
}
