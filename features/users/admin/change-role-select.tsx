"use client";

import { useState } from "react";
import { toast } from "sonner";
import { NativeSelect, SelectOptions } from "@/components/ui/native-select";
import { toastAction } from "@/components/admin/toast-action";
import { ADMIN_ACTION_MESSAGES, type ActionProp } from "@/lib/actions/admin-action-core";
import { ROLE_LABELS, STAFF_ROLES, isStaffRole, type StaffRole } from "@/lib/auth/permissions";
import type { ChangeRoleInput } from "@/features/users/schema";

type ChangeRole = ActionProp<ChangeRoleInput, { email: string; role: StaffRole }>;

/** The role takes effect at the person's next click or page load, like a removal. */
export function ChangeRoleSelect({
  id,
  email,
  role,
  action,
}: {
  id: string;
  email: string;
  role: StaffRole;
  action: ChangeRole;
}) {
  const [shown, setShown] = useState<StaffRole>(role);
  const [pending, setPending] = useState(false);

  async function change(next: StaffRole) {
    const before = shown;
    setShown(next);
    setPending(true);
    const ok = await toastAction(
      action({ id, role: next }),
      "Could not change the role",
      (changed) =>
        toast.success("Role changed", {
          description: `${changed.email} is now ${ROLE_LABELS[changed.role].toLowerCase()}, from their next click.`,
        }),
      ADMIN_ACTION_MESSAGES.unexpected,
    );
    if (!ok) setShown(before);
    setPending(false);
  }

  return (
    <NativeSelect
      aria-label={`Role of ${email}`}
      value={shown}
      disabled={pending}
      className="h-9 w-32"
      onChange={(event) => {
        if (isStaffRole(event.target.value)) void change(event.target.value);
      }}
    >
      <SelectOptions options={STAFF_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))} />
    </NativeSelect>
  );
}
