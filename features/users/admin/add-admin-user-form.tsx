"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { NOTHING_CHANGED, useAdminSubmit } from "@/components/admin/use-admin-submit";
import { Button } from "@/components/ui/button";
import { RowInput } from "@/components/admin/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect, SelectOptions } from "@/components/ui/native-select";
import { ROLE_LABELS, STAFF_ROLES } from "@/lib/auth/permissions";
import { useHydrated } from "@/components/hooks/use-hydrated";
import type { ActionProp } from "@/lib/actions/admin-action-core";
import { addAdminUserSchema, type AddAdminUserInput } from "@/features/users/schema";

type AddAdminUser = ActionProp<AddAdminUserInput, { email: string }>;

export function AddAdminUserForm({ action }: { action: AddAdminUser }) {
  // Disabled until hydrated: a native submit would be a GET that drops the edits.
  const hydrated = useHydrated();
  const form = useForm<AddAdminUserInput, unknown, z.output<typeof addAdminUserSchema>>({
    resolver: zodResolver(addAdminUserSchema),
    defaultValues: { email: "", role: "host" },
  });
  const { errors } = form.formState;
  const error = errors.email?.message ?? errors.root?.message;

  const { onSubmit, pending } = useAdminSubmit(form, {
    action,
    offline: NOTHING_CHANGED,
    onFailure: (message, fieldErrors) =>
      form.setError("email", { type: "server", message: fieldErrors?.email?.[0] ?? message }, { shouldFocus: true }),
    onSaved: ({ email }) => {
      toast.success("Added to the admin list", { description: `${email} can now sign in with Google.` });
      form.reset({ email: "", role: form.getValues("role") });
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add an admin" className="rounded-lg border bg-card p-4 sm:p-5">
      <fieldset disabled={!hydrated} className="contents">
        <div className="flex flex-col gap-2">
          <Label htmlFor="new-admin-email">E-mail address</Label>
          <p id="new-admin-email-hint" className="text-sm text-muted-foreground">
            The Google account they will sign in with, and their role. They can sign in straight away.
          </p>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-start">
            <RowInput
              id="new-admin-email"
              error={error}
              type="email"
              autoComplete="off"
              spellCheck={false}
              placeholder="name@example.com"
              {...form.register("email")}
            />
            <div className="sm:w-40">
              <Label htmlFor="new-admin-role" className="sr-only">
                Role
              </Label>
              <NativeSelect id="new-admin-role" aria-label="Role" {...form.register("role")}>
                <SelectOptions options={STAFF_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))} />
              </NativeSelect>
            </div>
            <Button type="submit" disabled={pending} className="sm:w-auto">
              <UserPlus aria-hidden="true" />
              {pending ? "Adding…" : "Add admin"}
            </Button>
          </div>
        </div>
      </fieldset>
    </form>
  );
}
