"use client";

import { useEffect, useMemo, useState, type ComponentProps } from "react";
import { useWatch, type FieldValues, type UseFormReturn } from "react-hook-form";
import { anyDayTimes, dayPlan, fullSlotLabel, isFull, type BookingRules } from "@/lib/reservations/booking-rules";
import { slotLabel } from "@/lib/reservations/booking-slots";
import { bookableDates, systemClock } from "@/lib/forms/field-lists";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Select } from "./form-ui";

/** Confirmed covers by date, then by time, as the availability route reported them. */
export type KnownCovers = Map<string, Map<string, number>>;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today, a past date or one too far ahead has its own message on the date: every time stays listed. */
function inWindow(date: string): boolean {
  const { min, max } = bookableDates("reservation", systemClock);
  return date >= min && date <= max;
}

/**
 * The reservation's time: before a date is chosen (and without JavaScript, where the list cannot
 * follow the date) every time some day offers; once it is, only that date's slots, a full one marked and disabled. A time chosen
 * earlier that the new date does not offer stays visible, disabled, with the reason under the
 * field, rather than vanishing. Its own component, so a new date re-renders this select only.
 */
export function BookingTimeSelect<T extends FieldValues>({
  form,
  rules,
  phone,
  covers,
  ...props
}: Omit<ComponentProps<typeof Select>, "options" | "placeholder" | "form"> & { form: UseFormReturn<T, unknown, unknown>; rules: BookingRules | null; phone: string; covers: KnownCovers }) {
  const f = form as unknown as UseFormReturn<Record<string, string>, unknown, unknown>;
  const date = useWatch({ control: f.control, name: "date" }) ?? "";
  const time = useWatch({ control: f.control, name: "time" }) ?? "";
  const guests = useWatch({ control: f.control, name: "guests" }) ?? "";
  const dated = rules !== null && CALENDAR_DATE.test(date) && inWindow(date);
  // Without JavaScript the list cannot follow a new date: it keeps every time (the server checks).
  const hydrated = useHydrated(dated);
  const plan = dated && hydrated ? dayPlan(rules, date) : null;
  // Bumped when covers for a date arrive, so the labels follow.
  const [coversVersion, setCoversVersion] = useState(0);
  const known = plan ? covers.get(plan.date) : undefined;

  useEffect(() => {
    if (!plan) return;
    // A chosen date is checked at once: a closed day says so before the guest goes on.
    void f.trigger("date");
    if (plan.coversLimit === null || covers.has(plan.date)) return;
    const controller = new AbortController();
    fetch(`/api/booking-availability?date=${encodeURIComponent(plan.date)}`, { signal: controller.signal, cache: "no-store" })
      .then((res) => (res.ok ? (res.json() as Promise<{ covers: Record<string, number> }>) : null))
      .then((body) => {
        if (!body) return;
        covers.set(plan.date, new Map(Object.entries(body.covers)));
        setCoversVersion((v) => v + 1);
      })
      // Unknown covers leave the slots open; the server checks again on sending.
      .catch(() => undefined);
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per chosen date
  }, [plan?.date]);

  useEffect(() => {
    // A time already chosen is checked again against the new date, party or covers.
    if (plan && f.getValues("time")) void f.trigger("time");
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the inputs the check depends on
  }, [plan?.date, guests, coversVersion]);

  const options = useMemo(() => {
    if (!plan) return anyDayTimes(rules).map((t) => ({ value: t, label: slotLabel(t) }));
    const list = plan.times.map((t) => {
      const full = known !== undefined && isFull(plan.coversLimit, known.get(t) ?? 0);
      return { value: t, label: full ? fullSlotLabel(t, phone) : slotLabel(t), disabled: full };
    });
    if (time && !plan.times.includes(time)) {
      list.push({ value: time, label: `${slotLabel(time)} (not available on this date)`, disabled: true });
      list.sort((a, b) => a.value.localeCompare(b.value));
    }
    return list;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `known` changes with coversVersion
  }, [plan?.date, rules, time, coversVersion, phone]);

  return <Select {...props} required placeholder={plan && plan.times.length === 0 ? "No tables on this date" : "Choose a time"} options={options} />;
}
