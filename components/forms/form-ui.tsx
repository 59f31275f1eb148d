"use client";

import { ChevronDown, CircleAlert, CircleCheck } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { clsx } from "clsx";
import type { FormState } from "@/lib/forms/form-state";

const controlClass = "field-control";

interface FieldInfo {
  id: string;
  error?: string;
  errorId: string;
}

export function Field({
  field,
  label,
  required,
  hint,
  className,
  children,
}: {
  field: FieldInfo;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx("flex flex-col gap-2.5", className)}>
      <label htmlFor={field.id} className="field-label">
        {label}
        {required ? (
          <span className="ml-1 text-gold" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="ml-2 tracking-normal text-muted-ivory normal-case">(optional)</span>
        )}
      </label>
      {children}
      {hint && !field.error ? <p className="text-sm text-muted-ivory">{hint}</p> : null}
      <p id={field.errorId} role="alert" className={clsx("field-error", !field.error && "sr-only")}>
        {field.error ? (
          <>
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{field.error}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}

export function TextInput({ required, className, ...props }: ComponentProps<"input">) {
  return (
    <input
      {...props}
      required={required}
      aria-required={required || undefined}
      className={clsx(controlClass, "min-h-12 pr-4", className)}
    />
  );
}

export function TextArea({ required, className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      rows={5}
      {...props}
      required={required}
      aria-required={required || undefined}
      className={clsx(controlClass, "min-h-36 resize-y pr-4 leading-relaxed", className)}
    />
  );
}

export function Select({
  required,
  className,
  placeholder,
  options,
  ...props
}: ComponentProps<"select"> & {
  placeholder: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
}) {
  return (
    <div className="relative">
      <select
        {...props}
        required={required}
        aria-required={required || undefined}
        className={clsx(controlClass, "min-h-12 cursor-pointer appearance-none pr-11", className)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-gold"
      />
    </div>
  );
}

export function SubmitButton({
  busy,
  sent = false,
  label,
  busyLabel,
  className,
}: {
  busy: boolean;
  /** Sent, and nothing typed since: a second press would send the same again. */
  sent?: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy || sent}
      aria-disabled={busy || sent || undefined} // Without a class merging library, a caller's className replaces the default width rather than fighting it.
      className={clsx(
        "btn-gold min-h-12 w-full disabled:opacity-70",
        busy ? "disabled:cursor-wait" : "disabled:cursor-not-allowed",
        className ?? "sm:w-auto sm:min-w-60",
      )}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-3.5 animate-spin rounded-full border-2 border-ink/30 border-t-ink motion-reduce:animate-none"
        />
      ) : null}
      {busy ? busyLabel : label}
    </button>
  );
}

export function FormNotice({ id, state, hydrated }: { id?: string; state: FormState; hydrated: boolean }) {
  if (state.status === "idle" || !state.notice) return null;
  const ok = state.status === "success";
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <div
      id={id}
      role={ok ? "status" : hydrated ? undefined : "alert"}
      tabIndex={ok ? -1 : undefined}
      className={clsx(
        "flex items-start gap-4 border px-5 py-4",
        ok ? "border-gold/50 bg-emerald/60" : "border-[#e8a093]/60 bg-[#3a1d18]/60",
      )}
    >
      <Icon aria-hidden="true" className={clsx("mt-0.5 size-5 shrink-0", ok ? "text-gold" : "text-[#f0b2a6]")} />
      <div>
        <p className="font-display text-xl leading-snug text-ivory">{state.notice.title}</p>
        <p className="mt-1 text-sm leading-relaxed text-parchment">{state.notice.description}</p>
        {ok && state.summary ? (
          <p className="mt-3 font-medium text-ivory" data-testid="sent-summary">
            {state.summary}
          </p>
        ) : null}
      </div>
    </div>
  );
}
