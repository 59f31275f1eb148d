"use client";

import { startTransition, useActionState, useEffect, useId, useState, type FormEvent } from "react";
import { useForm, type FieldValues, type Path, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { hasMissingRequired } from "@/lib/forms/field-lists";
import { FORM_TOKEN_FIELD, IDLE_STATE, formPostPath, type FormState } from "@/lib/forms/form-state";
import type { EnquiryFormType, FormMessages } from "@/lib/forms/messages";
import { notify } from "@/components/site/shell/notify";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { useFormToken } from "./use-form-token";

interface Options<TIn extends FieldValues, TOut> {
  action: (previous: FormState, formData: FormData) => Promise<FormState>;
  formType: EnquiryFormType;
  /** The answer to a no-JavaScript post, on the result page. */
  initialState?: FormState;
  /**
   * The form's zod schema, loaded on demand: the validation library is the largest script a form
   * needs, and a guest who never touches the form never downloads it.
   */
  loadSchema: () => Promise<z.ZodType<TOut, TIn>>;
  /** A module-level constant: the blank form. */
  empty: TIn;
  required: readonly string[];
  messages: FormMessages;
}

/**
 * One form, two ways in. Without JavaScript the browser posts to the form's route handler, which
 * runs the same checks and redirects to a result page showing the answer and the guest's values.
 * With JavaScript react-hook-form checks the same schema first, then the server action runs in a
 * transition. A success is said once, by the form's notice, which takes focus; a failure is a
 * toast too.
 */
export function useEnquiryForm<TIn extends FieldValues, TOut>({ action, formType, initialState, loadSchema, empty, required, messages }: Options<TIn, TOut>) {
  const [state, formAction, pending] = useActionState(action, initialState ?? IDLE_STATE);
  // Only a no-JavaScript answer page (a notice, field messages) renders differently before hydration.
  const hydrated = useHydrated(state.status !== "idle");
  // A no-JavaScript round trip renders the form afresh: start from what the guest sent.
  const [initial] = useState<TIn>(() => (state.status === "success" || !state.values ? empty : pickKnown(empty, state.values)));
  const [resolver] = useState(() => lazyZodResolver(loadSchema));
  const token = useFormToken(formType);
  const form = useForm<TIn, unknown, TOut>({ resolver, defaultValues: initial as never, mode: "onTouched" });
  const { errors, isSubmitting } = form.formState;
  const baseId = useId();
  const noticeId = `${baseId}-notice`;

  useEffect(() => {
    if (state.status === "idle" || !state.notice) return;
    const { title, description } = state.notice;
    if (state.status === "success") {
      form.reset(empty);
      // No toast: on a phone it covered this very message.
      document.getElementById(noticeId)?.focus();
      return;
    }
    void notify("error", title, { description });
    for (const [name, message] of Object.entries(state.fieldErrors ?? {})) form.setError(name as Path<TIn>, { type: "server", message });
  }, [state, form, empty, noticeId]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    void form.handleSubmit(
      async () => {
        const data = new FormData(element);
        // A token the server handed back (state.token, in the form) wins over the fetched one.
        const fetched = state.token ? null : await token.get();
        if (fetched) data.append(FORM_TOKEN_FIELD, fetched);
        startTransition(() => formAction(data));
      },
      (fieldErrors) => {
        if (hasMissingRequired(form.getValues(), required)) {
          void notify("error", messages.missing.title, { description: messages.missing.description });
        } else {
          const first = Object.values(fieldErrors)[0]?.message;
          void notify("error", "Please check your details", { description: typeof first === "string" ? first : undefined });
        }
      },
    )(event);
  };

  const errorFor = (name: Path<TIn>): string | undefined => {
    const fromClient = errors[name]?.message;
    if (typeof fromClient === "string") return fromClient;
    // Before hydration (no JavaScript) the server's answer is the only source of field messages.
    return hydrated ? undefined : state.fieldErrors?.[name];
  };

  const field = (name: Path<TIn>) => {
    const id = `${baseId}-${name}`;
    const error = errorFor(name);
    return {
      id,
      error,
      errorId: `${id}-error`,
      props: {
        id,
        ...form.register(name),
        defaultValue: (initial as Record<string, string>)[name] ?? "",
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : undefined,
      },
    };
  };

  return {
    state,
    /** The react-hook-form instance, for fields that depend on each other (the reservation's time). */
    form,
    hydrated,
    noticeId,
    busy: pending || isSubmitting,
    field,
    headingId: `${baseId}-heading`,
    // A plain URL action: without JavaScript the browser posts there; with it, onSubmit takes over.
    formProps: {
      action: formPostPath(formType),
      method: "post",
      onSubmit,
      // Fetch the validation code as soon as the guest starts on the form, not on the first check.
      onFocusCapture: () => {
        resolver.preload();
        token.preload();
      },
      noValidate: true,
      "aria-labelledby": `${baseId}-heading`,
    },
  };
}

function pickKnown<T extends FieldValues>(empty: T, values: Record<string, string>): T {
  const out: Record<string, string> = { ...empty };
  for (const key of Object.keys(empty)) if (typeof values[key] === "string") out[key] = values[key];
  return out as T;
}

/** A react-hook-form resolver that imports zod's resolver and the schema the first time it runs. */
function lazyZodResolver<TIn extends FieldValues, TOut>(loadSchema: () => Promise<z.ZodType<TOut, TIn>>) {
  let loaded: Promise<Resolver<TIn, unknown, TOut>> | null = null;
  const preload = () =>
    (loaded ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<TIn, unknown, TOut>,
    ).catch((err: unknown) => {
      // A failed download (flaky connection) is retried at the next check.
      loaded = null;
      throw err;
    }));
  const resolver: Resolver<TIn, unknown, TOut> = async (values, context, options) => (await preload())(values, context, options);
  return Object.assign(resolver, { preload: () => preload().catch(() => undefined) });
}
