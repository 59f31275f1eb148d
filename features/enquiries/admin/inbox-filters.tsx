import { Search } from "lucide-react";
import { DateRangeFilter, FilterButtons, FilterField, FilterForm, FilterSelect } from "@/components/admin/filter-form";
import { Input } from "@/components/ui/input";
import {
  SEARCH_MAX_LENGTH,
  hasNarrowingFilters,
  inboxQueryString,
  type InboxFilter,
} from "@/features/enquiries/inbox-params";
import {
  ENQUIRY_STATUSES,
  STATUSES_BY_TYPE,
  STATUS_LABELS,
  type EnquiryStatus,
} from "@/lib/db/schema/enquiry-statuses";

/** The tab and sort ride along as hidden fields; a new filter starts at page one. */
export function InboxFilters({ filter }: { filter: InboxFilter }) {
  const sortChanged = filter.sort !== "received" || filter.dir !== "desc";
  const statuses =
    filter.type === "all" ? ENQUIRY_STATUSES : (STATUSES_BY_TYPE[filter.type] as readonly EnquiryStatus[]);
  const bookable = filter.type === "reservation" || filter.type === "event" || filter.bookedFrom !== null;
  return (
    <FilterForm
      action="/admin/enquiries"
      label="Filter enquiries"
      className={
        bookable
          ? // Five fields and the buttons do not fit one row beside the admin sidebar: search gets a row of its own.
            "lg:grid-cols-[repeat(4,minmax(8rem,1fr))_auto]"
          : "lg:grid-cols-[minmax(14rem,2fr)_repeat(3,minmax(9rem,1fr))_auto]"
      }
    >
      {filter.type !== "all" ? <input type="hidden" name="type" value={filter.type} /> : null}
      {sortChanged ? (
        <>
          <input type="hidden" name="sort" value={filter.sort} />
          <input type="hidden" name="dir" value={filter.dir} />
        </>
      ) : null}
      <FilterField
        id="inbox-q"
        label="Search"
        className={bookable ? "col-span-2 lg:col-span-full" : "col-span-2 lg:col-span-1"}
      >
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="inbox-q"
            name="q"
            type="search"
            defaultValue={filter.q}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Name, e-mail, phone or message"
            className="pl-9"
          />
        </div>
      </FilterField>
      <FilterSelect
        id="inbox-status"
        name="status"
        label="Status"
        value={filter.status}
        anyLabel="Any status"
        options={statuses.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
      />
      <DateRangeFilter idPrefix="inbox" from={filter.from} to={filter.to} labels={["Received from", "Received to"]} />
      {bookable ? (
        <FilterField id="inbox-booked-from" label="Booked for, from">
          <Input id="inbox-booked-from" name="booked_from" type="date" defaultValue={filter.bookedFrom ?? ""} />
        </FilterField>
      ) : null}
      <FilterButtons
        clearHref={
          hasNarrowingFilters(filter)
            ? `/admin/enquiries${inboxQueryString(filter, { status: null, from: null, to: null, bookedFrom: null, q: "", page: 1 })}`
            : null
        }
        className="sm:col-span-1 lg:col-span-1"
      />
    </FilterForm>
  );
}
