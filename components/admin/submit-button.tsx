import { Button } from "@/components/ui/button";

/** A form's submit button: disabled while the form is busy, and saying so. */
export function SubmitButton({
  pending,
  label,
  busyLabel,
  className,
}: {
  pending: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <Button type="submit" disabled={pending} className={className}>
      {pending ? busyLabel : label}
    </Button>
  );
}
