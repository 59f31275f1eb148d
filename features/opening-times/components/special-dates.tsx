import type { UpcomingSpecialDay } from "../upcoming";

export function SpecialDatesList({
  days,
  headingId,
  className,
}: {
  days: readonly UpcomingSpecialDay[];
  headingId: string;
  className?: string;
}) {
  if (days.length === 0) return null;
  return (
    <div className={className}>
      <h3 id={headingId} className="text-sm font-semibold tracking-[0.2em] text-gold uppercase">
        Special dates
      </h3>
      <ul aria-labelledby={headingId} className="mt-3 text-base">
        {days.map((d) => (
          <li key={d.date} className="flex justify-between gap-6 border-b border-ivory/10 py-3">
            <span className="text-muted-ivory">
              {d.name ? <span className="text-ivory">{d.name}, </span> : null}
              {d.dayLabel}
            </span>
            <span className={d.closed ? "text-muted-ivory" : "text-right text-ivory"}>{d.hours}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
