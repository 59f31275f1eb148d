"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { PhoneCall } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import { toast } from "sonner";
import { FormField, describedBy } from "@/components/admin/form-field";
import { SubmitButton } from "@/components/admin/submit-button";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { dayPlan, type BookingRules } from "@/features/reservations/booking-rules";
import { bookHref } from "@/features/reservations/book";
import { staffDateRefusal } from "@/features/reservations/phone-booking-rules";
import { isCalendarDate } from "@/lib/forms/field-schemas";
import { formatClockTime } from "@/lib/time/london";
import { makePhoneBookingSchema, type PhoneBookingData, type PhoneBookingInput } from "@/features/reservations/schema";
import type { ActionProp } from "@/lib/actions/admin-action-core";

/** A booking taken by phone enters the book as confirmed; the typed details stay whatever the server answers. */
export function PhoneBookingDialog({
  action,
  today,
  defaultDate,
  rules,
}: {
  action: ActionProp<PhoneBookingInput, { id: string; date: string }>;
  today: string;
  defaultDate: string;
  rules: BookingRules;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const blank: PhoneBookingInput = {
    name: "",
    phone: "",
    email: "",
    date: defaultDate,
    time: "",
    guests: 2,
    notes: "",
  };
  const form = useForm<PhoneBookingInput, unknown, PhoneBookingData>({
    resolver: zodResolver(makePhoneBookingSchema(() => today)),
    defaultValues: blank,
  });
  const { errors } = form.formState;
  const date = useWatch({ control: form.control, name: "date" });
  const plan = isCalendarDate(date) ? dayPlan(rules, date) : null;
  const times = plan?.times ?? [];
  const dateProblem = errors.date?.message ?? (plan ? (staffDateRefusal(plan) ?? undefined) : undefined);

  // Each field: its labelled wrapper, and the control wired to the form, its error and its id (pb-<name>).
  const field = (
    name: keyof PhoneBookingInput,
    label: string,
    control: (props: ReturnType<typeof describedBy> & UseFormRegisterReturn & { id: string }) => React.ReactNode,
    { error = errors[name]?.message, wide = false }: { error?: string; wide?: boolean } = {},
  ) => (
    <FormField id={`pb-${name}`} label={label} error={error} className={wide ? "sm:col-span-2" : undefined}>
      {control({ id: `pb-${name}`, ...describedBy(`pb-${name}`, { error }), ...form.register(name) })}
    </FormField>
  );

  const { onSubmit, pending } = useAdminSubmit(form, {
    // The server parses the typed input itself; the client's parse only decided it was worth sending.
    action: () => action(form.getValues()),
    offline: "The booking was not saved. Please try again.",
    onFailure: (message) => form.setError("root", { message }),
    onSaved: (saved, values) => {
      toast.success("Phone booking added", {
        description: `Confirmed for ${values.guests} at ${formatClockTime(values.time)}.`,
      });
      setOpen(false);
      form.reset(blank);
      router.push(bookHref({ view: "day", date: saved.date }, today));
    },
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <PhoneCall aria-hidden="true" />
          Add phone booking
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add a booking taken by phone</DialogTitle>
          <DialogDescription>
            It goes into the book as confirmed. Add an e-mail address only if the guest would like a confirmation.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate aria-label="Phone booking" className="grid gap-4 sm:grid-cols-2">
          {field(
            "name",
            "Name",
            (p) => (
              <Input autoComplete="off" {...p} />
            ),
            { wide: true },
          )}
          {field("phone", "Phone", (p) => (
            <Input type="tel" autoComplete="off" {...p} />
          ))}
          {field("email", "E-mail (optional)", (p) => (
            <Input type="email" autoComplete="off" {...p} />
          ))}
          {field(
            "date",
            "Date",
            (p) => (
              <Input type="date" min={today} {...p} />
            ),
            { error: dateProblem },
          )}
          {field("time", "Time", (p) => (
            <NativeSelect {...p}>
              <option value="">{plan && times.length === 0 ? "No booking slots this day" : "Choose a time"}</option>
              {times.map((t) => (
                <option key={t} value={t}>
                  {formatClockTime(t)}
                </option>
              ))}
            </NativeSelect>
          ))}
          {field("guests", "Guests", (p) => (
            <Input type="number" min={1} max={40} inputMode="numeric" {...p} />
          ))}
          {field(
            "notes",
            "Notes (optional)",
            (p) => (
              <Textarea rows={3} {...p} />
            ),
            { wide: true },
          )}
          {errors.root?.message ? (
            <p role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
              {errors.root.message}
            </p>
          ) : null}
          <DialogFooter className="sm:col-span-2">
            <SubmitButton pending={pending} label="Add booking" busyLabel="Adding…" />
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
