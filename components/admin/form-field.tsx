import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, SelectOptions } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";

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

type FieldProps = { id: string; label: React.ReactNode; hint?: React.ReactNode; error?: string; className?: string };

/** A FormField around one Input, or a Textarea when given rows; register()'s props pass straight through. */
export function TextField({
  id,
  label,
  hint,
  error,
  className,
  inputClassName,
  rows,
  ...input
}: FieldProps & Omit<React.ComponentProps<"input">, "id"> & { rows?: number; inputClassName?: string }) {
  const aria = describedBy(id, { hint: Boolean(hint), error });
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {rows ? (
        // register()'s ref and handlers take any element, so the input's props suit a textarea too.
        <Textarea
          id={id}
          rows={rows}
          className={inputClassName}
          {...(input as unknown as React.ComponentProps<"textarea">)}
          {...aria}
        />
      ) : (
        <Input id={id} className={inputClassName} {...input} {...aria} />
      )}
    </FormField>
  );
}

/**
 * A labelled group around a control that is not one input (a picker of buttons and a dialog): its
 * label names the group, and the control is told how to point at the hint and the error.
 */
export function ControlGroup({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: React.ReactNode;
  hint: React.ReactNode;
  error?: string;
  children: (aria: { invalid: boolean; describedBy: string }) => React.ReactNode;
}) {
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="text-sm leading-none font-medium">
        {label}
      </p>
      <div className="mt-2">
        {children({ invalid: Boolean(error), describedBy: error ? `${id}-error ${id}-hint` : `${id}-hint` })}
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

/** A ControlGroup around a form value that a custom control (a picker) sets; the group's id is the value's name. */
export function ControlledGroup<T extends FieldValues, O, N extends Path<T>>({
  control,
  name,
  label,
  hint,
  error,
  children,
}: {
  control: Control<T, unknown, O>;
  name: N;
  label: React.ReactNode;
  hint: React.ReactNode;
  error?: string;
  children: (field: ControllerRenderProps<T, N>, aria: { invalid: boolean; describedBy: string }) => React.ReactNode;
}) {
  return (
    <ControlGroup id={name} label={label} hint={hint} error={error}>
      {(aria) => <Controller control={control} name={name} render={({ field }) => <>{children(field, aria)}</>} />}
    </ControlGroup>
  );
}

/** A TextField for a whole number, sized for a few digits, with the phone's number keypad. */
export function WholeNumberField(
  props: FieldProps & Omit<React.ComponentProps<"input">, "id" | "type" | "inputMode" | "step">,
) {
  return <TextField {...props} type="number" inputMode="numeric" step={1} inputClassName="w-32" />;
}

/** An input sharing a row with other controls: described by its hint (`${id}-hint`), its error an alert below it. */
export function RowInput({
  id,
  error,
  ...input
}: Omit<React.ComponentProps<"input">, "id"> & { id: string; error?: string }) {
  return (
    <div className="flex-1">
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A FormField around a NativeSelect of the given choices. */
export function SelectField({
  id,
  label,
  hint,
  error,
  className,
  options,
  ...select
}: FieldProps &
  Omit<React.ComponentProps<"select">, "id" | "children"> & {
    options: ReadonlyArray<{ value: string; label: string }>;
  }) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      <NativeSelect id={id} {...select} {...describedBy(id, { hint: Boolean(hint), error })}>
        <SelectOptions options={options} />
      </NativeSelect>
    </FormField>
  );
}

export const STATUS_OPTIONS = [
  { value: "draft", label: "Draft" },
  { value: "published", label: "Published" },
] as const;

/** Ties TextFields and SelectFields to a form: `{...bind(name, id)}` gives the id, the field's error and register()'s props. */
export function fieldBinder<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>) {
  return (name: Path<T>, id: string = name, options?: RegisterOptions<T, Path<T>>) => ({
    id,
    error: (form.formState.errors as Record<string, { message?: unknown } | undefined>)[name]?.message as
      string | undefined,
    ...form.register(name, options),
  });
}

/** A boolean form value as a bordered switch row, its label above a one-line hint. */
export function SwitchField<T extends FieldValues, O>({
  control,
  name,
  id,
  label,
  hint,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  id: string;
  label: React.ReactNode;
  hint: React.ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center justify-between gap-4 rounded-md border p-3">
          <Label htmlFor={id} className="flex-col items-start gap-1">
            {label}
            <span className="text-xs font-normal text-muted-foreground">{hint}</span>
          </Label>
          <Switch id={id} checked={Boolean(field.value)} onCheckedChange={field.onChange} />
        </div>
      )}
    />
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

/** The values an input offers while still taking any other (its `list` names `id`). */
export function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((v) => (
        <option key={v} value={v} />
      ))}
    </datalist>
  );
}
