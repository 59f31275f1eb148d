"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Check, Reply, X } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { describedBy, FormField } from "@/components/admin/form-field";
import { DialogFormFooter } from "@/components/admin/dialog-form-footer";
import { CHECK_FIELDS, useAdminSubmit } from "@/components/admin/use-admin-submit";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { ActionResult } from "@/lib/actions/admin-action-core";
import { enquiryEmailSchema, type EnquiryEmailAction, type EnquiryEmailInput } from "@/features/outbox/client";

export interface ComposerOption {
  action: EnquiryEmailAction;
  label: string;
  title: string;
  effect: string;
  subject: string;
  body: string;
}

type Send = (
  input: EnquiryEmailInput,
) => Promise<ActionResult<{ status: string; emailId: string; table?: string | null }>>;

/** What the guest wrote, kept in view while staff answer it. */
export interface GuestMessage {
  label: string;
  text: string;
  received: string;
}

const ICONS = { confirm: Check, decline: X, reply: Reply } as const;

export function EnquiryComposer({
  id,
  to,
  options,
  send,
  message,
}: {
  id: string;
  to: string;
  options: ComposerOption[];
  send: Send;
  message: GuestMessage | null;
}) {
  return (
    <div role="group" aria-label="Answer the guest" className="flex flex-wrap gap-2">
      {options.map((o) => (
        <ComposerDialog key={o.action} id={id} to={to} option={o} send={send} message={message} />
      ))}
    </div>
  );
}

function ComposerDialog({
  id,
  to,
  option,
  send,
  message,
}: {
  id: string;
  to: string;
  option: ComposerOption;
  send: Send;
  message: GuestMessage | null;
}) {
  const [open, setOpen] = useState(false);
  const defaults = { id, action: option.action, subject: option.subject, body: option.body };
  const form = useForm<EnquiryEmailInput>({ resolver: zodResolver(enquiryEmailSchema), defaultValues: defaults });
  const { register, formState, reset } = form;
  const Icon = ICONS[option.action];
  const base = `compose-${option.action}`;

  const { onSubmit, pending } = useAdminSubmit(form, {
    action: send,
    failure: "The e-mail was not sent",
    offline: "The connection failed. Your message is still here: please try again.",
    invalid: CHECK_FIELDS,
    onSaved: ({ table }) => {
      const seated = table ? ` ${table}.` : "";
      toast.success("E-mail on its way", { description: `To ${to}. Its delivery shows under E-mails.${seated}` });
      setOpen(false);
    },
  });

  const subjectError = formState.errors.subject?.message;
  const bodyError = formState.errors.body?.message;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        // Each opening starts from the template again, so a half-written draft never lingers unseen.
        if (next) reset(defaults);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant={option.action === "confirm" ? "default" : "outline"} size="sm">
          <Icon className="size-3.5" aria-hidden="true" />
          {option.label}
        </Button>
      </DialogTrigger>
      <DialogContent className={message ? "max-w-2xl lg:max-w-5xl" : "max-w-2xl"}>
        <DialogHeader>
          <DialogTitle>{option.title}</DialogTitle>
          <DialogDescription>{option.effect}</DialogDescription>
        </DialogHeader>
        <div className={message ? "grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" : undefined}>
          <form onSubmit={onSubmit} noValidate className="min-w-0 space-y-4" aria-label={option.title}>
            <fieldset disabled={pending} className="contents">
              <div>
                <p className="text-sm font-medium" id={`${base}-to-label`}>
                  To
                </p>
                <p
                  className="mt-1 rounded-md border bg-muted/50 px-3 py-2 text-sm break-all"
                  aria-labelledby={`${base}-to-label`}
                >
                  {to}
                </p>
              </div>
              <FormField id={`${base}-subject`} label="Subject" error={subjectError}>
                <Input
                  id={`${base}-subject`}
                  {...register("subject")}
                  {...describedBy(`${base}-subject`, { error: subjectError })}
                />
              </FormField>
              <FormField
                id={`${base}-body`}
                label="Message"
                hint={
                  message && option.action === "reply"
                    ? "Leave a blank line between paragraphs. The guest's message is quoted below it, and the restaurant's phone, address and logo are added around it."
                    : "Leave a blank line between paragraphs. The restaurant's phone, address and logo are added around it."
                }
                error={bodyError}
              >
                <Textarea
                  id={`${base}-body`}
                  rows={12}
                  {...register("body")}
                  {...describedBy(`${base}-body`, { hint: true, error: bodyError })}
                />
              </FormField>
              <DialogFormFooter
                pending={pending}
                onCancel={() => setOpen(false)}
                label="Send e-mail"
                busyLabel="Sending…"
              />
            </fieldset>
          </form>
          {message ? (
            <section
              aria-labelledby={`${base}-guest-message`}
              className="min-w-0 self-start rounded-md border bg-muted/40 p-4 lg:sticky lg:top-0"
            >
              <h3 id={`${base}-guest-message`} className="text-sm font-semibold">
                {message.label}
              </h3>
              <p className="mt-0.5 text-xs text-muted-foreground">Received {message.received}</p>
              <blockquote className="mt-3 border-l-2 border-gold pl-3 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap">
                {message.text}
              </blockquote>
            </section>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
