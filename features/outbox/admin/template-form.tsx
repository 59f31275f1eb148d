"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTransition } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { describedBy, FormField } from "@/components/admin/form-field";
import { CHECK_FIELDS, useAdminSubmit } from "@/components/admin/use-admin-submit";
import { toastAction } from "@/components/admin/toast-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useHydrated } from "@/components/hooks/use-hydrated";
import type { TemplateKey } from "@/features/outbox/templates";
import { emailTemplateSchema, type EmailTemplateInput } from "@/features/outbox/schema";
import type { ActionProp } from "@/lib/actions/admin-action-core";

/** One template's subject and body; unknown {{fields}} are refused here and again on the server. */
export function EmailTemplateForm({
  templateKey,
  label,
  initial,
  edited,
  save,
  reset,
}: {
  templateKey: TemplateKey;
  label: string;
  initial: { subject: string; body: string };
  edited: boolean;
  save: ActionProp<EmailTemplateInput, { saved: boolean }>;
  reset: ActionProp<{ key: TemplateKey }, { reset: boolean }>;
}) {
  const hydrated = useHydrated();
  const [restoring, startTransition] = useTransition();
  const form = useForm<EmailTemplateInput>({
    resolver: zodResolver(emailTemplateSchema),
    defaultValues: { key: templateKey, ...initial },
  });
  const { register, formState } = form;
  const id = `template-${templateKey}`;
  // defaultValue as well as register: the saved text is in the server's HTML, not only after hydration.

  const { onSubmit, pending: saving } = useAdminSubmit(form, {
    action: save,
    failure: `Could not save “${label}”`,
    invalid: CHECK_FIELDS,
    onSaved: ({ saved }, data) => {
      if (saved) toast.success(`Saved “${label}”`, { description: "The next e-mail uses it." });
      else toast.info("Nothing to save", { description: "The template was already as shown." });
      form.reset(data);
    },
  });
  const pending = saving || restoring;

  const restore = () =>
    startTransition(async () => {
      await toastAction(reset({ key: templateKey }), `Could not restore “${label}”`, () =>
        toast.success(`Restored the built-in “${label}”`),
      );
    });

  const subjectError = formState.errors.subject?.message;
  const bodyError = formState.errors.body?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`${label} template`} className="space-y-4">
      <fieldset disabled={!hydrated || pending} className="contents">
        <input type="hidden" {...register("key")} />
        <FormField id={`${id}-subject`} label="Subject" error={subjectError}>
          <Input
            id={`${id}-subject`}
            defaultValue={initial.subject}
            {...register("subject")}
            {...describedBy(`${id}-subject`, { error: subjectError })}
          />
        </FormField>
        <FormField id={`${id}-body`} label="Message" hint="Leave a blank line between paragraphs." error={bodyError}>
          <Textarea
            id={`${id}-body`}
            rows={9}
            className="font-mono text-sm"
            defaultValue={initial.body}
            {...register("body")}
            {...describedBy(`${id}-body`, { hint: true, error: bodyError })}
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{pending ? "Saving…" : "Save template"}</Button>
          {edited ? (
            <Button type="button" variant="outline" onClick={restore}>
              Restore the built-in wording
            </Button>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
