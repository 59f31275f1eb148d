import { getOpeningHours } from "@/lib/hours/queries";
import { HoursUnavailable } from "./hours-unavailable";

export async function FooterHours() {
  const hours = await getOpeningHours();
  if (!hours) {
    return <HoursUnavailable className="text-sm" />;
  }
  const { groups, today } = hours;
  return (
    <div>
      <dl className="space-y-2 text-sm">
        {groups.map((g) => (
          <div key={g.label} className="hours-row">
            <dt className="text-muted-ivory">
              <abbr title={g.longLabel} className="no-underline">
                {g.label}
              </abbr>
            </dt>
            <dd className={g.closed ? "text-muted-ivory" : "text-ivory"}>{g.hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm" data-testid="today-hours">
        <span className="font-semibold text-gold">Today:</span> <span>{today.text}</span>
        {today.note ? <span className="text-muted-ivory"> ({today.note})</span> : null}
      </p>
    </div>
  );
}
