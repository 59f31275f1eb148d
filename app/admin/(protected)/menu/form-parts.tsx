"use client";

import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** Ids for a field's hint and error, so inputs can point at both with aria-describedby. */
export function fieldIds(id: string, hint: boolean, error: boolean) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** Label, control, hint and error for one field; the error is announced with the field. */
export function Field({
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
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** A native checkbox with its label beside it: keyboard, form and screen-reader behaviour for free. */
export function CheckboxRow({ id, label, hint, className, ...input }: React.ComponentProps<"input"> & { id: string; label: React.ReactNode; hint?: React.ReactNode }) {
  return (
    <div className={cn("flex items-start gap-2.5", className)}>
      <input id={id} type="checkbox" className="mt-0.5 size-4 shrink-0 accent-[var(--color-gold-deep)]" aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm leading-tight font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Applies the server's field errors to the form; the first one gets focus. */
export function applyFieldErrors(fieldErrors: Record<string, string[]> | undefined, setError: (name: never, error: { message: string }, opts?: { shouldFocus: boolean }) => void) {
  let first = true;
  for (const [name, messages] of Object.entries(fieldErrors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    setError(name as never, { message }, { shouldFocus: first });
    first = false;
  }
}
