"use client";

import { useEffect, useMemo, useState, type ComponentProps } from "react";
import { useWatch, type FieldValues, type UseFormReturn } from "react-hook-form";
import {
  anyDayTimes,
  dayPlan,
  fullSlotLabel,
  isFull,
  lunchByPhoneNote,
  type BookingRules,
} from "@/features/reservations/booking-rules";
import { slotLabel } from "@/features/reservations/booking-slots";
import { WAITLIST_PARTIES, slotTakesNoMore } from "@/features/reservations/waitlist-schema";
import { bookableDates, systemClock } from "@/lib/forms/field-lists";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Select } from "@/components/forms/form-ui";

export type { KnownCovers } from "@/components/forms/public-form";
import type { KnownCovers } from "@/components/forms/public-form";

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function inWindow(date: string): boolean {
  const { min, max } = bookableDates("reservation", systemClock);
  return date >= min && date <= max;
}

// Without JavaScript the list cannot follow the date, so it offers every time; the server checks.
export function BookingTimeSelect<T extends FieldValues>({
  form,
  rules,
  phone,
  covers,
  ...props
}: Omit<ComponentProps<typeof Select>, "options" | "placeholder" | "form"> & {
  form: UseFormReturn<T, unknown, unknown>;
  rules: BookingRules | null;
  phone: string;
  covers: KnownCovers;
}) {
  const f = form as unknown as UseFormReturn<Record<string, string>, unknown, unknown>;
  const date = useWatch({ control: f.control, name: "date" }) ?? "";
  const time = useWatch({ control: f.control, name: "time" }) ?? "";
  const guests = useWatch({ control: f.control, name: "guests" }) ?? "";
  const dated = rules !== null && CALENDAR_DATE.test(date) && inWindow(date);
  const hydrated = useHydrated(dated);
  const plan = dated && hydrated ? dayPlan(rules, date) : null;
  const [coversVersion, setCoversVersion] = useState(0);
  const known = plan ? covers.get(plan.date) : undefined;

  useEffect(() => {
    if (!plan) return;
    void f.trigger("date");
    if (plan.coversLimit === null || covers.has(plan.date)) return;
    const controller = new AbortController();
    fetch(`/api/booking-availability?date=${encodeURIComponent(plan.date)}`, {
      signal: controller.signal,
      cache: "no-store",
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ covers: Record<string, number> }>) : null))
      .then((body) => {
        if (!body) return;
        covers.set(plan.date, new Map(Object.entries(body.covers)));
        setCoversVersion((v) => v + 1);
      })
      .catch(() => undefined);
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per chosen date
  }, [plan?.date]);

  useEffect(() => {
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

  const note = plan ? lunchByPhoneNote(plan, phone) : null;
  const waitlist =
    plan && known
      ? waitlistHref(plan.date, plan.times, time, guests, (t, party) =>
          slotTakesNoMore(plan.coversLimit, known.get(t) ?? 0, party),
        )
      : null;
  return (
    <>
      <Select
        {...props}
        required
        placeholder={plan && plan.times.length === 0 ? "No tables on this date" : "Choose a time"}
        options={options}
      />
      {note ? <p className="text-sm text-muted-ivory">{note}</p> : null}
      {waitlist ? (
        <p className="text-sm text-muted-ivory">
          Fully booked at {slotLabel(waitlist.time)}?{" "}
          <a href={waitlist.href} className="text-gold underline underline-offset-4 hover:text-gold-bright">
            Join its waitlist
          </a>{" "}
          and we will e-mail you if a table frees up.
        </p>
      ) : null}
    </>
  );
}

/** The chosen time when it is full for the party, else the day's first full time: the slot to wait for. */
function waitlistHref(
  date: string,
  times: readonly string[],
  chosen: string,
  guests: string,
  full: (time: string, party: number) => boolean,
): { time: string; href: string } | null {
  const party = (WAITLIST_PARTIES as readonly string[]).includes(guests) ? Number(guests) : 1;
  const time = chosen && times.includes(chosen) && full(chosen, party) ? chosen : times.find((t) => full(t, party));
  if (!time) return null;
  const query = new URLSearchParams({ date, time });
  if (party > 1 || guests === "1") query.set("guests", String(party));
  return { time, href: `/reservations/waitlist?${query.toString()}` };
}
