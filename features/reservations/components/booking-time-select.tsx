"use client";

import { useEffect, useMemo, useState, type ComponentProps } from "react";
import { useWatch, type FieldValues, type UseFormReturn } from "react-hook-form";
import {
  anyDayTimes,
  dayPlan,
  fullSlotLabel,
  lunchByPhoneNote,
  type BookingRules,
} from "@/features/reservations/booking-rules";
import { slotLabel } from "@/features/reservations/booking-slots";
import { noRoomFor, slotShowsFull, type DayAvailability } from "@/features/reservations/availability";
import { WAITLIST_PARTIES } from "@/features/reservations/waitlist-fields";
import { bookableDates, systemClock } from "@/lib/forms/field-lists";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Select } from "@/components/forms/form-ui";

import type { KnownDays } from "@/components/forms/public-form";

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
  known: knownDays,
  ...props
}: Omit<ComponentProps<typeof Select>, "options" | "placeholder" | "form"> & {
  form: UseFormReturn<T, unknown, unknown>;
  rules: BookingRules | null;
  phone: string;
  known: KnownDays<DayAvailability>;
}) {
  const f = form as unknown as UseFormReturn<Record<string, string>, unknown, unknown>;
  const date = useWatch({ control: f.control, name: "date" }) ?? "";
  const time = useWatch({ control: f.control, name: "time" }) ?? "";
  const guests = useWatch({ control: f.control, name: "guests" }) ?? "";
  const dated = rules !== null && CALENDAR_DATE.test(date) && inWindow(date);
  const hydrated = useHydrated(dated);
  const plan = dated && hydrated ? dayPlan(rules, date) : null;
  const [readVersion, setReadVersion] = useState(0);
  const known = plan ? knownDays.get(plan.date) : undefined;
  // Until the party is chosen, a time is shown full only when not even one guest could have it.
  const party = guests === "9+" ? 9 : Number(guests) || 1;

  useEffect(() => {
    if (!plan) return;
    void f.trigger("date");
    if (plan.times.length === 0 || knownDays.has(plan.date)) return;
    const controller = new AbortController();
    fetch(`/api/booking-availability?date=${encodeURIComponent(plan.date)}`, {
      signal: controller.signal,
      cache: "no-store",
    })
      .then((res) => (res.ok ? (res.json() as Promise<DayAvailability>) : null))
      .then((body) => {
        if (!body) return;
        knownDays.set(plan.date, { covers: body.covers ?? {}, seatable: body.seatable ?? null });
        setReadVersion((v) => v + 1);
      })
      .catch(() => undefined);
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per chosen date
  }, [plan?.date]);

  useEffect(() => {
    if (plan && f.getValues("time")) void f.trigger("time");
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the inputs the check depends on
  }, [plan?.date, guests, readVersion]);

  const options = useMemo(() => {
    if (!plan) return anyDayTimes(rules).map((t) => ({ value: t, label: slotLabel(t) }));
    const list = plan.times.map((t) => {
      const full = known !== undefined && slotShowsFull(plan, known, t, party);
      return { value: t, label: full ? fullSlotLabel(t, phone) : slotLabel(t), disabled: full };
    });
    if (time && !plan.times.includes(time)) {
      list.push({ value: time, label: `${slotLabel(time)} (not available on this date)`, disabled: true });
      list.sort((a, b) => a.value.localeCompare(b.value));
    }
    return list;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `known` changes with readVersion
  }, [plan?.date, rules, time, readVersion, phone, party]);

  const note = plan ? lunchByPhoneNote(plan, phone) : null;
  const waitlist =
    plan && known
      ? waitlistHref(plan.date, plan.times, time, guests, (t, size) => noRoomFor(plan, known, t, size))
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
