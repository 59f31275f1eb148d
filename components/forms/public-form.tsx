"use client";

import Link from "next/link";
import {
  startTransition,
  useActionState,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from "react";
import { useForm, type Path, type Resolver, type UseFormRegisterReturn, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { BOOKING_WINDOWS, blankValues, bookableDates, hasMissingRequired, systemClock } from "@/lib/forms/field-lists";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, IDLE_STATE, formPostPath, type FormState } from "@/lib/forms/form-state";
import { formMessages, type EnquiryFormType } from "@/lib/forms/messages";
import { notify } from "@/components/site/shell/notify";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Field, FormNotice, Select, SubmitButton, TextArea, TextInput } from "./form-ui";
import { useFormToken } from "./use-form-token";

/** Under every public form: what happens to the details, and where to read more. */
function PrivacyNote() {
  return (
    <p className="mt-4 text-sm text-muted-ivory">
      We use your details only to answer you and look after your booking.{" "}
      <Link href="/privacy" className="text-gold underline underline-offset-4 hover:text-ivory">
        Our privacy notice
      </Link>{" "}
      says what we keep and for how long.
    </p>
  );
}

type Values = Record<string, string>;

/** What the form has read of each date's availability (`A`: the feature's shape), keyed by date. */
export type KnownDays<A = unknown> = Map<string, A>;

export type ControlProps = UseFormRegisterReturn<string> & {
  id: string;
  defaultValue: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** `R`: what a form knows of the restaurant's booking rules (reservations only). */
export interface FormContext<TIn extends Values, R = unknown, A = unknown> {
  form: UseFormReturn<TIn, unknown, unknown>;
  phone: string;
  rules: R | null;
  known: KnownDays<A>;
}

export type FieldSpec<TIn extends Values = Values, R = unknown, A = unknown> = {
  name: keyof TIn & string;
  label: string;
  hint?: string;
  wide?: boolean;
} & (
  | { kind: "text"; autoComplete: string }
  | { kind: "email" | "tel" }
  | { kind: "number"; max: number }
  | { kind: "textarea"; rows: number }
  | { kind: "select"; placeholder: string; options: readonly { value: string; label: string }[] }
  | { kind: "date"; window: keyof typeof BOOKING_WINDOWS }
  | { kind: "custom"; render: (props: ControlProps, context: FormContext<TIn, R, A>) => ReactNode }
);

export interface FormSpec<TIn extends Values, R = unknown, A = unknown> {
  type: EnquiryFormType;
  action: (previous: FormState, formData: FormData) => Promise<FormState>;
  // Loaded on first use: the validation library is a form's largest script. The server re-checks.
  schema: (booking: {
    phone: string;
    rules: R | null;
    availability: (date: string) => A | undefined;
  }) => Promise<z.ZodType<unknown, TIn>>;
  required: readonly (keyof TIn & string)[];
  heading: { eyebrow: string; title: string; intro: string | ((phone: string) => string) };
  fields: readonly FieldSpec<TIn, R, A>[];
  submit: { label: string; busyLabel: string };
  inline?: boolean;
}

export interface PublicFormProps<R = unknown> {
  initialState?: FormState;
  phone?: string;
  rules?: R | null;
  labelledBy?: string;
}

export const NAME = { name: "name", label: "Name", kind: "text", autoComplete: "name" } as const;
export const EMAIL = { name: "email", label: "Email", kind: "email" } as const;
export const PHONE = { name: "phone", label: "Phone", kind: "tel" } as const;

const INPUTS = {
  text: { type: "text" },
  email: { type: "email", autoComplete: "email", inputMode: "email" },
  tel: { type: "tel", autoComplete: "tel", inputMode: "tel" },
  number: { type: "number", inputMode: "numeric", min: 1 },
} as const satisfies Record<string, ComponentProps<"input">>;

export function PublicForm<TIn extends Values, R = unknown, A = unknown>({
  spec,
  initialState,
  phone = "",
  rules = null,
  labelledBy,
}: PublicFormProps<R> & { spec: FormSpec<TIn, R, A> }) {
  const [state, formAction, pending] = useActionState(spec.action, initialState ?? IDLE_STATE);
  const hydrated = useHydrated(state.status !== "idle");
  const [{ empty, initial, known, messages, resolver }] = useState(() => {
    const empty = blankValues(spec.fields.map((field) => field.name)) as TIn;
    const known: KnownDays<A> = new Map();
    const availability = (date: string) => known.get(date);
    return {
      empty,
      initial: state.status === "success" || !state.values ? empty : pickKnown(empty, state.values),
      known,
      messages: formMessages(phone)[spec.type],
      resolver: lazyZodResolver(() => spec.schema({ phone, rules, availability })),
    };
  });
  const token = useFormToken(spec.type);
  const form = useForm<TIn, unknown, unknown>({ resolver, defaultValues: initial as never, mode: "onTouched" });
  const { errors, isSubmitting } = form.formState;
  const baseId = useId();
  const noticeId = `${baseId}-notice`;
  const headingId = `${baseId}-heading`;
  const honeypotId = `${baseId}-${spec.fields[0]!.name}-${HONEYPOT_FIELD}`;
  const formRef = useRef<HTMLFormElement>(null);
  const sentFromHere = useRef(false);

  useEffect(() => {
    if (state.status === "idle" || !state.notice) return;
    const { title, description } = state.notice;
    if (state.status === "success") {
      form.reset(empty);
      document.getElementById(noticeId)?.focus();
      return;
    }
    // The button was disabled while sending, which drops focus: the guest is put back where they were.
    const element = formRef.current;
    if (sentFromHere.current && element && !element.contains(document.activeElement))
      element.querySelector<HTMLButtonElement>("button[type=submit]")?.focus();
    void notify("error", title, { description });
    for (const [name, message] of Object.entries(state.fieldErrors ?? {}))
      form.setError(name as Path<TIn>, { type: "server", message });
  }, [state, form, empty, noticeId]);

  // On a slow phone a guest may type before the script runs. The form reads those words when it registers the
  // field but tells no one, so what follows a field (the day's times follow its date) is told now.
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const typed: Record<string, string> = {};
    for (const { name } of spec.fields) {
      const control = element.elements.namedItem(name);
      const text =
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement ||
        (control instanceof HTMLInputElement && control.type !== "checkbox" && control.type !== "radio");
      if (text && control.value !== (initial[name] ?? "")) typed[name] = control.value;
    }
    if (Object.keys(typed).length > 0) form.setValues(typed as never, { shouldDirty: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the script first runs
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    void form.handleSubmit(
      async () => {
        const data = new FormData(element);
        const fetched = state.token ? null : await token.get();
        if (fetched) data.append(FORM_TOKEN_FIELD, fetched);
        sentFromHere.current = true;
        startTransition(() => formAction(data));
      },
      (fieldErrors) => {
        // A blank field the schema leaves unjudged (the time of a closed day) is not "missing": its day's message says why.
        const blankAndFlagged = spec.required.filter((name) => name in fieldErrors);
        if (hasMissingRequired(form.getValues(), blankAndFlagged)) {
          void notify("error", messages.missing.title, { description: messages.missing.description });
        } else {
          const first = Object.values(fieldErrors)[0]?.message;
          void notify("error", "Please check your details", {
            description: typeof first === "string" ? first : undefined,
          });
        }
      },
    )(event);
  };

  const field = (name: Path<TIn>) => {
    const id = `${baseId}-${name}`;
    const fromClient = errors[name]?.message;
    const error = typeof fromClient === "string" ? fromClient : hydrated ? undefined : state.fieldErrors?.[name];
    const props: ControlProps = {
      id,
      ...form.register(name),
      defaultValue: initial[name] ?? "",
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-error` : undefined,
    };
    return { id, error, errorId: `${id}-error`, props };
  };

  const context: FormContext<TIn, R, A> = { form, phone, rules, known };
  const { heading, submit } = spec;
  const busy = pending || isSubmitting;
  const sent = state.status === "success" && !form.formState.isDirty;
  const notice = <FormNotice id={noticeId} state={state} hydrated={hydrated} />;

  return (
    <form
      ref={formRef}
      action={formPostPath(spec.type)}
      method="post"
      onSubmit={onSubmit}
      onFocusCapture={() => {
        resolver.preload();
        token.preload();
      }}
      noValidate
      aria-labelledby={labelledBy ?? headingId}
      className="relative border border-gold/20 bg-charcoal/90 px-5 py-8 sm:px-10 sm:py-12"
    >
      {labelledBy ? null : (
        <div className="mb-8 sm:mb-10">
          <p className="eyebrow">{heading.eyebrow}</p>
          <h2 id={headingId} className="display mt-3 text-3xl leading-tight text-ivory sm:text-4xl">
            {heading.title}
          </h2>
          <p className="mt-4 max-w-prose text-base leading-relaxed text-muted-ivory">
            {typeof heading.intro === "string" ? heading.intro : heading.intro(phone)}
          </p>
        </div>
      )}
      {state.token ? <input type="hidden" name={FORM_TOKEN_FIELD} value={state.token} /> : null}
      {/* Invisible to people and assistive technology; robots fill it in and give themselves away. */}
      <div aria-hidden="true" className="absolute top-0 -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>Leave this field empty</label>
        <input id={honeypotId} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div
        className={
          // In a half-width column (lg) the button takes its own row, so an e-mail address stays readable as it is typed.
          spec.inline
            ? "grid items-start gap-7 md:grid-cols-[1fr_1fr_auto] lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
            : "grid gap-7 sm:grid-cols-2"
        }
      >
        {spec.inline ? null : (
          <p className="text-sm text-muted-ivory sm:col-span-2">
            Fields marked <span className="text-gold">*</span> are required.
          </p>
        )}
        {spec.fields.map((item) => {
          const f = field(item.name as Path<TIn>);
          const required = spec.required.includes(item.name);
          return (
            <Field
              key={item.name}
              field={f}
              label={item.label}
              required={required}
              hint={item.hint}
              className={item.wide ? "sm:col-span-2" : undefined}
            >
              {control(item, f.props, required || undefined, context)}
            </Field>
          );
        })}
        {spec.inline ? (
          <>
            <div className="md:pt-[1.705rem] lg:col-span-2 lg:pt-0">
              <SubmitButton busy={busy} sent={sent} {...submit} className="sm:w-full md:min-h-[3.125rem] md:min-w-44" />
            </div>
            <div className="empty:hidden md:col-span-3 lg:col-span-2">{notice}</div>
          </>
        ) : (
          <div className="flex flex-col gap-6 sm:col-span-2">
            {notice}
            <SubmitButton busy={busy} sent={sent} {...submit} />
          </div>
        )}
      </div>
      <PrivacyNote />
    </form>
  );
}

function control<TIn extends Values, R, A>(
  spec: FieldSpec<TIn, R, A>,
  props: ControlProps,
  required: true | undefined,
  context: FormContext<TIn, R, A>,
): ReactNode {
  switch (spec.kind) {
    case "text":
      return <TextInput {...props} {...INPUTS.text} autoComplete={spec.autoComplete} required={required} />;
    case "email":
    case "tel":
      return <TextInput {...props} {...INPUTS[spec.kind]} required={required} />;
    case "number":
      return <TextInput {...props} {...INPUTS.number} max={spec.max} step={1} required={required} />;
    case "textarea":
      return <TextArea {...props} required={required} rows={spec.rows} />;
    case "select":
      return <Select {...props} required={required} placeholder={spec.placeholder} options={spec.options} />;
    case "date":
      return <BookingDateInput {...props} window={spec.window} />;
    case "custom":
      return spec.render(props, context);
  }
}

// min/max are set once hydrated, or the pre-rendered page would carry its build day.
function BookingDateInput({ window, ...props }: ControlProps & { window: keyof typeof BOOKING_WINDOWS }) {
  const hydrated = useHydrated();
  const range = hydrated ? bookableDates(window, systemClock) : undefined;
  return <TextInput {...props} type="date" required min={range?.min} max={range?.max} />;
}

function pickKnown<T extends Values>(empty: T, values: Record<string, string>): T {
  const out: Record<string, string> = { ...empty };
  for (const key of Object.keys(empty)) if (typeof values[key] === "string") out[key] = values[key];
  return out as T;
}

function lazyZodResolver<TIn extends Values>(loadSchema: () => Promise<z.ZodType<unknown, TIn>>) {
  let loaded: Promise<Resolver<TIn, unknown, unknown>> | null = null;
  const preload = () =>
    (loaded ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()])
      .then(([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<TIn, unknown, unknown>)
      .catch((err: unknown) => {
        loaded = null;
        throw err;
      }));
  const resolver: Resolver<TIn, unknown, unknown> = async (values, context, options) =>
    (await preload())(values, context, options);
  return Object.assign(resolver, { preload: () => preload().catch(() => undefined) });
}
