import { CalendarX } from "lucide-react";
import { getOpeningHours, SpecialDatesList } from "@/features/opening-times";

export async function ReservationSpecialDates() {
  const hours = await getOpeningHours();
  if (!hours || hours.upcoming.length === 0) return null;
  return (
    <div className="border border-gold/25 bg-charcoal p-8 sm:p-10">
      <CalendarX className="size-6 text-gold" aria-hidden="true" />
      <SpecialDatesList days={hours.upcoming} headingId="reservation-special-dates" className="mt-5" />
    </div>
  );
}
