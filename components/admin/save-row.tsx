import { SubmitButton } from "./submit-button";

/** The foot of a long admin form: its submit button, and a note while there are unsaved changes. */
export function SaveRow({
  pending,
  label,
  dirty,
  children,
}: {
  pending: boolean;
  label: string;
  dirty: boolean;
  /** Buttons that come before Save. */
  children?: React.ReactNode;
}) {
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3">
      {children}
      <SubmitButton pending={pending} label={label} busyLabel="Saving..." />
      {dirty ? <p className="text-sm text-muted-foreground">You have unsaved changes.</p> : null}
    </div>
  );
}
