import { CurrentLink } from "@/components/admin/current-link";
import { INBOX_TABS, inboxQueryString, type InboxFilter, type InboxTab } from "@/features/enquiries/inbox-params";

const TAB_LABELS: Record<InboxTab, string> = {
  all: "All",
  reservation: "Reservations",
  event: "Events",
  contact: "Contact",
  newsletter: "Newsletter",
};

/** Type tabs are links (each tab is its own URL), with the number of new enquiries in each. */
export function InboxTabs({ filter, newCounts }: { filter: InboxFilter; newCounts: Record<InboxTab, number> }) {
  return (
    <nav aria-label="Enquiry types" className="-mx-1 overflow-x-auto px-1 pb-1">
      <ul className="relative flex min-w-max gap-1 border-b">
        {INBOX_TABS.map((tab) => {
          const count = newCounts[tab];
          return (
            <li key={tab}>
              <CurrentLink
                href={`/admin/enquiries${inboxQueryString(filter, { type: tab, page: 1 })}`}
                current={filter.type === tab}
                className="-mb-px flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm transition-colors"
                currentClassName="border-gold font-medium text-foreground"
                otherClassName="border-transparent text-muted-foreground hover:border-border hover:text-foreground"
              >
                {TAB_LABELS[tab]}
                {count > 0 ? (
                  <span className="rounded-full bg-sky-100 px-1.5 py-0.5 text-[0.7rem] leading-none font-semibold text-sky-900 tabular-nums">
                    {count}
                    <span className="sr-only"> new</span>
                  </span>
                ) : null}
              </CurrentLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
