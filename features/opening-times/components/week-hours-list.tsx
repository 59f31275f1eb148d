import type { HoursGroup } from "@/features/opening-times/group";

export interface WeekHoursLook {
  list: string;
  row: string;
  day: string;
  hours: (group: HoursGroup) => string;
}

/** The usual week as a definition list. Short day names ("Mon–Thu") carry the full ones for screen readers and on hover. */
export function WeekHoursList({
  groups,
  look,
  shortDays = false,
}: {
  groups: readonly HoursGroup[];
  look: WeekHoursLook;
  shortDays?: boolean;
}) {
  return (
    <dl className={look.list}>
      {groups.map((g) => (
        <div key={g.label} className={look.row}>
          <dt className={look.day}>
            {shortDays ? (
              <abbr title={g.longLabel} className="no-underline">
                {g.label}
              </abbr>
            ) : (
              g.longLabel
            )}
          </dt>
          <dd className={look.hours(g)}>{g.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
