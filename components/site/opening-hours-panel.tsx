import { connection } from "next/server";
import { loadOpeningHoursView } from "@/lib/data/hours";
import { HoursUnavailable } from "./hours-unavailable";

/** The week's opening hours, grouped, with today's line: per request from the cached reads. */
export async function OpeningHoursPanel() {
  await connection();
  const hours = await loadOpeningHoursView(new Date());
  if (!hours) {
    return <HoursUnavailable className="text-base" />;
  }
  const { groups, today } = hours;
  return (
    <div>
      <p className="border border-gold/30 bg-gold/5 px-5 py-4 text-base" data-testid="contact-today-hours">
        <span className="font-semibold text-gold">Today:</span> <span className="text-ivory">{today.text}</span>
        {today.note ? <span className="text-muted-ivory"> ({today.note})</span> : null}
      </p>
      <dl className="mt-6 text-base">
        {groups.map((g) => (
          <div key={g.label} className="flex justify-between gap-6 border-b border-ivory/10 py-3">
            <dt className="text-muted-ivory">{g.longLabel}</dt>
            <dd className={g.closed ? "text-muted-ivory" : "text-right text-ivory"}>{g.hours}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function OpeningHoursPanelSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse">
      <div className="h-[58px] bg-ivory/5" />
      <div className="mt-6 space-y-0">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="flex h-[49px] items-center border-b border-ivory/10">
            <div className="h-4 w-full bg-ivory/5" />
          </div>
        ))}
      </div>
    </div>
  );
}
