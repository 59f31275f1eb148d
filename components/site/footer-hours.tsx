import { connection } from "next/server";
import { loadOpeningHoursView } from "@/lib/data/hours";
import { HoursUnavailable } from "./hours-unavailable";

/** Opening hours from the database: rendered per request (never at build), read from cache. */
export async function FooterHours() {
  await connection();
  const hours = await loadOpeningHoursView(new Date());
  if (!hours) {
    return <HoursUnavailable className="text-sm" />;
  }
  const { groups, today } = hours;
  return (
    <div>
      <dl className="space-y-2 text-sm">
        {groups.map((g) => (
          <div key={g.label} className="flex justify-between gap-4 border-b border-ivory/5 pb-2">
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

export function FooterHoursSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse space-y-3">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="h-5 rounded-sm bg-ivory/5" />
      ))}
      <div className="h-5 w-2/3 rounded-sm bg-ivory/5" />
    </div>
  );
}
