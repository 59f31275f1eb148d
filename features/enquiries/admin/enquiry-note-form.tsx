"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import type { ActionProp } from "@/lib/actions/admin-action-core";
import { INTERNAL_NOTE_MAX, enquiryNoteSchema, type EnquiryNoteInput } from "@/features/enquiries/schema";

export function EnquiryNoteForm({
  id,
  note,
  action,
}: {
  id: string;
  note: string | null;
  action: ActionProp<EnquiryNoteInput, { note: string | null }>;
}) {
  const form = useForm<EnquiryNoteInput>({
    resolver: zodResolver(enquiryNoteSchema),
    defaultValues: { id, note: note ?? "" },
  });
  const { register, formState, control, reset } = form;
  const length = useWatch({ control, name: "note" })?.length ?? 0;
  const error = formState.errors.note?.message;

  const { onSubmit, pending } = useAdminSubmit(form, {
    action,
    failure: "The note was not saved",
    offline: "Please try again.",
    focusError: false,
    onSaved: (saved) => {
      reset({ id, note: saved.note ?? "" });
      toast.success("Note saved");
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <input type="hidden" {...register("id")} />
      <label htmlFor="enquiry-note" className="block text-sm font-medium">
        Internal note
      </label>
      <p id="enquiry-note-hint" className="text-xs text-muted-foreground">
        Only staff see this. It is deleted with the enquiry.
      </p>
      <Textarea
        id="enquiry-note"
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "enquiry-note-hint enquiry-note-error" : "enquiry-note-hint"}
        {...register("note")}
      />
      <div className="flex items-center justify-between gap-3">
        {error ? (
          <p id="enquiry-note-error" className="text-sm text-destructive">
            {error}
          </p>
        ) : (
          <p className="text-xs text-muted-foreground tabular-nums">
            {length} / {INTERNAL_NOTE_MAX}
          </p>
        )}
        <Button type="submit" size="sm" variant="outline" disabled={pending || !formState.isDirty}>
          {pending ? "Saving…" : "Save note"}
        </Button>
      </div>
    </form>
  );
}
