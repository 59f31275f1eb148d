import { Label } from "@/components/ui/label";

/** Label, control, hint and error for the media forms; the control gets aria-describedby itself. */
export function FormField({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes tying a control to its hint and error. */
export function describedBy(id: string, opts: { hint?: boolean; error?: string }) {
  const ids = [opts.hint ? `${id}-hint` : null, opts.error ? `${id}-error` : null].filter(Boolean);
  return { "aria-describedby": ids.length ? ids.join(" ") : undefined, "aria-invalid": opts.error ? true : undefined };
}

/** Puts an action's field errors (dotted paths) on a react-hook-form form. */
export function applyFieldErrors<N extends string>(fieldErrors: Record<string, string[]> | undefined, setError: (name: N, error: { message: string }) => void) {
  for (const [name, messages] of Object.entries(fieldErrors ?? {})) {
    if (messages[0]) setError(name as N, { message: messages[0] });
  }
}
