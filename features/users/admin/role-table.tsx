import { Check, Minus } from "lucide-react";
import { PERMISSIONS, PERMISSION_NAMES, ROLE_LABELS, STAFF_ROLES, roleMay } from "@/lib/auth/permissions";

/** Who may do what: the permission table the server enforces, as staff read it. */
export function RoleTable() {
  return (
    <div className="relative overflow-x-auto rounded-lg border bg-card">
      <table className="w-full min-w-[34rem] text-sm">
        <caption className="sr-only">Who may do what, by role</caption>
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="px-4 py-2.5 font-medium text-muted-foreground">
              May
            </th>
            {STAFF_ROLES.map((role) => (
              <th key={role} scope="col" className="w-20 px-2 py-2.5 text-center font-medium text-foreground">
                {ROLE_LABELS[role]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {PERMISSION_NAMES.map((permission) => (
            <tr key={permission}>
              <th scope="row" className="px-4 py-2 text-left font-normal text-foreground">
                {PERMISSIONS[permission].label}
                {PERMISSIONS[permission].sensitive ? (
                  <span className="block text-xs text-muted-foreground">
                    Asks owners and managers for a passkey when required
                  </span>
                ) : null}
              </th>
              {STAFF_ROLES.map((role) =>
                roleMay(role, permission) ? (
                  <td key={role} className="px-2 py-2 text-center">
                    <Check className="mx-auto size-4 text-gold-deep" aria-hidden="true" />
                    <span className="sr-only">Yes</span>
                  </td>
                ) : (
                  <td key={role} className="px-2 py-2 text-center">
                    <Minus className="mx-auto size-4 text-muted-foreground/60" aria-hidden="true" />
                    <span className="sr-only">No</span>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
