"use client";

import type { ComponentProps } from "react";
import { BOOKING_WINDOWS, bookableDates, systemClock } from "@/lib/forms/field-lists";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { TextInput } from "./form-ui";

/**
 * A date field whose picker offers only the dates the form accepts. `min` and `max` only guide the
 * picker, so they are set once hydrated (the pre-rendered page would otherwise carry the day it
 * was built); the schema is the real check. Its own component, so hydrating re-renders this one
 * input rather than the whole form.
 */
export function BookingDateInput({ window, ...props }: ComponentProps<typeof TextInput> & { window: keyof typeof BOOKING_WINDOWS }) {
  const hydrated = useHydrated();
  const range = hydrated ? bookableDates(window, systemClock) : undefined;
  return <TextInput {...props} type="date" required min={range?.min} max={range?.max} />;
}
