import { Label } from "@/components/ui/label";

/** A labelled control with its hint and error, wired up for screen readers (ids from `id`). */
export function FormField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-2">{children}</div>
      <FieldError id={`${id}-error`} message={error} />
      {/* Below the control, so paired fields' inputs line up whatever their hints' lengths. */}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-xs font-medium text-destructive">
      {message}
    </p>
  );
}

/** aria props for a control inside FormField. */
export function describedBy(id: string, opts: { hint?: boolean; error?: string }) {
  const ids = [opts.hint ? `${id}-hint` : "", opts.error ? `${id}-error` : ""].filter(Boolean);
  return { "aria-describedby": ids.length ? ids.join(" ") : undefined, "aria-invalid": opts.error ? true : undefined };
}

/** Puts an action's field errors (dotted paths) on a react-hook-form form; the first gets focus. */
export function applyFieldErrors(
  fieldErrors: Record<string, string[]> | undefined,
  setError: (name: never, error: { message: string }, opts?: { shouldFocus: boolean }) => void,
  focus = true,
) {
  let first = focus;
  for (const [name, messages] of Object.entries(fieldErrors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    setError(name as never, { message }, { shouldFocus: first });
    first = false;
  }
}
