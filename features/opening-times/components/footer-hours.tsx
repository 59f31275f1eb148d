import { getOpeningHours } from "@/features/opening-times/queries";
import { HoursUnavailable } from "./hours-unavailable";
import { WeekHoursList } from "./week-hours-list";

export async function FooterHours({ phoneLink }: { phoneLink: React.ReactNode }) {
  const hours = await getOpeningHours();
  if (!hours) {
    return <HoursUnavailable className="text-sm" phoneLink={phoneLink} />;
  }
  const { groups, today } = hours;
  return (
    <div>
      <WeekHoursList
        groups={groups}
        shortDays
        look={{
          list: "space-y-2 text-sm",
          row: "hours-row",
          day: "text-muted-ivory",
          hours: (g) => (g.closed ? "text-muted-ivory" : "text-ivory"),
        }}
      />
      <p className="mt-4 text-sm" data-testid="today-hours">
        <span className="font-semibold text-gold">Today:</span> <span>{today.text}</span>
        {today.note ? <span className="text-muted-ivory"> ({today.note})</span> : null}
      </p>
    </div>
  );
}
