import { Badge } from "@/components/ui/badge";
import type { GuestGlance } from "../admin-queries";
import { tagLabel, tidyTags } from "../tags";

/**
 * What a host reads at a glance beside a booking: visits, no-shows, then the tags, an allergy first
 * and in red. Compact enough for a row of the book and the printed list.
 */
export function GuestGlanceBadges({ glance, className }: { glance: GuestGlance | undefined; className?: string }) {
  if (!glance) return null;
  const tags = tidyTags(glance.tags);
  return (
    <span className={className} data-guest-glance="">
      <span className="inline-flex flex-wrap items-center gap-1">
        <Badge variant="outline" className="tabular-nums">
          {glance.visits} {glance.visits === 1 ? "visit" : "visits"}
        </Badge>
        {glance.noShows > 0 ? (
          <Badge variant="warning" className="tabular-nums">
            {glance.noShows} {glance.noShows === 1 ? "no-show" : "no-shows"}
          </Badge>
        ) : null}
        {tags.map((tag) => (
          <Badge key={`${tag.kind}:${tag.value}`} variant={tag.kind === "allergy" ? "danger" : "secondary"}>
            {tagLabel(tag)}
          </Badge>
        ))}
      </span>
    </span>
  );
}

/** The same facts as one line of plain words, for the printed list. */
export function guestGlanceInWords(glance: GuestGlance | undefined): string {
  if (!glance) return "";
  const parts = [`${glance.visits} ${glance.visits === 1 ? "visit" : "visits"}`];
  if (glance.noShows > 0) parts.push(`${glance.noShows} ${glance.noShows === 1 ? "no-show" : "no-shows"}`);
  for (const tag of tidyTags(glance.tags))
    parts.push(tag.kind === "allergy" ? tagLabel(tag).toUpperCase() : tagLabel(tag));
  return parts.join(" · ");
}
