import { Button } from "@/components/ui/button";

/** A form's submit button: it says it is busy, and cannot be pressed again, while the form is sending. */
export function SubmitButton({
  pending,
  busyLabel,
  children,
  ...props
}: Omit<React.ComponentProps<typeof Button>, "type" | "disabled"> & { pending: boolean; busyLabel: string }) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending ? busyLabel : children}
    </Button>
  );
}

/** The foot of a settings form: any extra buttons, the save button, and a note while changes are not saved. */
export function SaveBar({
  pending,
  dirty,
  label,
  children,
}: {
  pending: boolean;
  dirty: boolean;
  label: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3">
      {children}
      <SubmitButton pending={pending} busyLabel="Saving...">
        {label}
      </SubmitButton>
      {dirty ? <p className="text-sm text-muted-foreground">You have unsaved changes.</p> : null}
    </div>
  );
}
