import { Search } from "lucide-react";
import Form from "next/form";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SEARCH_MAX_LENGTH, hasNarrowingFilters, inboxQueryString, type InboxFilter } from "@/lib/enquiries/inbox-params";
import { ENQUIRY_STATUSES, STATUSES_BY_TYPE, STATUS_LABELS, type EnquiryStatus } from "@/lib/enquiries/statuses";

const labelClass = "mb-1.5 block text-xs font-medium text-muted-foreground";

/**
 * A plain GET form: the filters become the URL (shareable, back button), and it works without
 * JavaScript. The tab and sort ride along as hidden fields; a new filter starts at page one.
 */
export function InboxFilters({ filter }: { filter: InboxFilter }) {
  const sortChanged = filter.sort !== "received" || filter.dir !== "desc";
  return (
    <Form action="/admin/enquiries" role="search" aria-label="Filter enquiries" className="grid grid-cols-2 gap-3 rounded-lg border bg-card p-4 lg:grid-cols-[minmax(14rem,2fr)_repeat(3,minmax(9rem,1fr))_auto]">
      {filter.type !== "all" ? <input type="hidden" name="type" value={filter.type} /> : null}
      {sortChanged ? (
        <>
          <input type="hidden" name="sort" value={filter.sort} />
          <input type="hidden" name="dir" value={filter.dir} />
        </>
      ) : null}
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="inbox-q" className={labelClass}>
          Search
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input id="inbox-q" name="q" type="search" defaultValue={filter.q} maxLength={SEARCH_MAX_LENGTH} placeholder="Name, e-mail, phone or message" className="pl-9" />
        </div>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor="inbox-status" className={labelClass}>
          Status
        </label>
        <NativeSelect id="inbox-status" name="status" defaultValue={filter.status ?? ""}>
          <option value="">Any status</option>
          {(filter.type === "all" ? ENQUIRY_STATUSES : (STATUSES_BY_TYPE[filter.type] as readonly EnquiryStatus[])).map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <label htmlFor="inbox-from" className={labelClass}>
          Received from
        </label>
        <Input id="inbox-from" name="from" type="date" defaultValue={filter.from ?? ""} />
      </div>
      <div>
        <label htmlFor="inbox-to" className={labelClass}>
          Received to
        </label>
        <Input id="inbox-to" name="to" type="date" defaultValue={filter.to ?? ""} />
      </div>
      <div className="col-span-2 flex items-end gap-2 sm:col-span-1 lg:col-span-1">
        <Button type="submit" className="flex-1 lg:flex-none">
          Apply filters
        </Button>
        {hasNarrowingFilters(filter) ? (
          <Button asChild variant="ghost">
            <Link href={`/admin/enquiries${inboxQueryString(filter, { status: null, from: null, to: null, q: "", page: 1 })}`}>Clear</Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
