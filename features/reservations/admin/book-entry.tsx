import Link from "next/link";
import { ContactLink } from "@/components/admin/contact-link";
import { GuestMarkBadge, StatusBadge } from "@/features/enquiries";
import { GuestGlanceBadges } from "@/features/guests";
import { tablesText, type BookEntry } from "@/features/reservations/book";
import { PHONE_SOURCE } from "@/features/reservations/source";
import { partyForStaff } from "@/lib/forms/field-lists";
import { cn } from "@/lib/utils";

export const guestsText = (entry: Pick<BookEntry, "guests" | "guestsAtLeast">) =>
  partyForStaff(entry.guests, entry.guestsAtLeast) ?? "";

/** One booking in the day view: who, how many, how to reach them, what they asked for. */
export function BookEntryItem({ entry }: { entry: BookEntry }) {
  const quiet = entry.status === "declined" || entry.status === "cancelled" || entry.status === "no_show";
  return (
    <li
      className={cn(
        "grid gap-x-4 gap-y-1 py-3 sm:grid-cols-[minmax(0,14rem)_5.5rem_minmax(0,1fr)_auto] sm:items-start",
        quiet && "text-muted-foreground",
      )}
    >
      <span className="min-w-0">
        <Link
          href={`/admin/enquiries/${entry.id}`}
          className="font-medium text-foreground underline-offset-4 hover:underline"
        >
          {entry.name}
        </Link>
        {entry.source === PHONE_SOURCE ? <span className="ml-2 text-xs text-muted-foreground">by phone</span> : null}
        {entry.phone ? (
          <ContactLink
            kind="phone"
            value={entry.phone}
            className="mt-0.5 flex text-sm text-muted-foreground hover:text-foreground"
          />
        ) : null}
        <GuestGlanceBadges glance={entry.glance} className="mt-1 block" />
      </span>
      <span className="text-sm font-medium tabular-nums">
        {guestsText(entry)}
        <span className="block text-xs font-normal text-muted-foreground">
          {entry.tables?.length ? `${entry.tables.length === 1 ? "Table" : "Tables"} ${tablesText(entry)}` : "No table"}
        </span>
      </span>
      <span className="min-w-0 text-sm whitespace-pre-line text-muted-foreground">{entry.notes ?? ""}</span>
      <span className="flex flex-wrap items-start gap-2 sm:flex-col sm:items-end sm:justify-self-end">
        <StatusBadge status={entry.status} />
        <GuestMarkBadge facts={entry.guest} showDetail />
      </span>
    </li>
  );
}
