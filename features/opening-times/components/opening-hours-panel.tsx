import { getOpeningHours } from "@/features/opening-times/queries";
import { HoursUnavailable } from "./hours-unavailable";
import { SpecialDatesList } from "./special-dates";
import { WeekHoursList } from "./week-hours-list";

export async function OpeningHoursPanel({ phoneLink, className }: { phoneLink: React.ReactNode; className?: string }) {
  const hours = await getOpeningHours();
  if (!hours) {
    return (
      <div className={className}>
        <HoursUnavailable className="text-base" phoneLink={phoneLink} />
      </div>
    );
  }
  const { groups, today, upcoming } = hours;
  return (
    <div className={className}>
      <p className="border border-gold/30 bg-gold/5 px-5 py-4 text-base" data-testid="contact-today-hours">
        <span className="font-semibold text-gold">Today:</span> <span className="text-ivory">{today.text}</span>
        {today.note ? <span className="text-muted-ivory"> ({today.note})</span> : null}
      </p>
      <WeekHoursList
        groups={groups}
        look={{
          list: "mt-6 text-base",
          row: "flex justify-between gap-6 border-b border-ivory/10 py-3",
          day: "text-muted-ivory",
          hours: (g) => (g.closed ? "text-muted-ivory" : "text-right text-ivory"),
        }}
      />
      <SpecialDatesList days={upcoming} headingId="contact-special-dates" className="mt-8" />
    </div>
  );
}
