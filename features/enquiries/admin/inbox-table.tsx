import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import Link from "next/link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCalendarDate, formatClockTime, formatLondonDateTime } from "@/lib/time/london";
import { partyForStaff } from "@/lib/forms/field-lists";
import {
  defaultDirection,
  inboxQueryString,
  type InboxFilter,
  type InboxSort,
} from "@/features/enquiries/inbox-params";
import type { InboxRow } from "@/features/enquiries/inbox-queries";
import { isAwaiting } from "@/lib/db/schema/enquiry-statuses";
import { cn } from "@/lib/utils";
import { detailHref } from "@/lib/admin/list-page";
import { StatusBadge, TypeLabel } from "./enquiry-badges";
import { GuestMarkBadge } from "./guest-mark-badge";

function SortHeader({
  filter,
  sort,
  children,
  className,
}: {
  filter: InboxFilter;
  sort: InboxSort;
  children: string;
  className?: string;
}) {
  const active = filter.sort === sort;
  const nextDir = active ? (filter.dir === "asc" ? "desc" : "asc") : defaultDirection(sort);
  const Icon = !active ? ArrowUpDown : filter.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead
      aria-sort={active ? (filter.dir === "asc" ? "ascending" : "descending") : undefined}
      className={className}
    >
      <Link
        href={`/admin/enquiries${inboxQueryString(filter, { sort, dir: nextDir, page: 1 })}`}
        className={cn("inline-flex items-center gap-1 rounded-sm hover:text-foreground", active && "text-foreground")}
      >
        {children}
        <Icon className="size-3.5" aria-hidden="true" />
        <span className="sr-only">{`, sort ${nextDir === "asc" ? "ascending" : "descending"}`}</span>
      </Link>
    </TableHead>
  );
}

function Booking({ row }: { row: InboxRow }) {
  const bits = [
    row.preferredDate ? formatCalendarDate(row.preferredDate, { year: true }) : null,
    row.preferredTime ? formatClockTime(row.preferredTime) : null,
    row.guests ? partyForStaff(row.guests, row.guestsAtLeast) : null,
  ].filter(Boolean);
  return bits.length ? (
    <span className="whitespace-nowrap">{bits.join(" · ")}</span>
  ) : (
    <span className="text-muted-foreground">—</span>
  );
}

/** The inbox's columns: how each sorts (null: it does not), its heading, and from which width it shows. */
const COLUMNS: [sort: InboxSort | null, label: string, className?: string][] = [
  ["name", "Guest"],
  ["type", "Type", "hidden md:table-cell"],
  ["date", "Booking", "hidden lg:table-cell"],
  [null, "Message", "hidden xl:table-cell"],
  ["status", "Status"],
  ["received", "Received", "hidden sm:table-cell"],
];

/** The inbox list. `listQuery` is carried into each detail link, so "Back" returns to this exact view. */
export function InboxTable({ rows, filter }: { rows: InboxRow[]; filter: InboxFilter }) {
  const listQuery = inboxQueryString(filter);
  return (
    <Table>
      <caption className="sr-only">
        Enquiries, {filter.sort === "received" ? "by date received" : `sorted by ${filter.sort}`}
      </caption>
      <TableHeader>
        <TableRow>
          {COLUMNS.map(([sort, label, className]) =>
            sort ? (
              <SortHeader key={label} filter={filter} sort={sort} className={className}>
                {label}
              </SortHeader>
            ) : (
              <TableHead key={label} className={className}>
                {label}
              </TableHead>
            ),
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} className={cn(isAwaiting(row.status) && "bg-sky-50/40")}>
            <TableCell className="max-w-[16rem] py-3">
              <Link
                href={detailHref("/admin/enquiries", row.id, listQuery)}
                className={cn(
                  "block truncate text-foreground underline-offset-4 hover:underline",
                  isAwaiting(row.status) && "font-semibold",
                )}
              >
                {row.name}
              </Link>
              <span className="block truncate text-xs text-muted-foreground">{row.email ?? row.phone}</span>
              {/* Below lg the booking column is hidden: the card says when and how many instead. */}
              {row.preferredDate || row.guests ? (
                <span data-testid="inbox-booking" className="mt-1 block text-xs font-medium text-foreground lg:hidden">
                  <Booking row={row} />
                </span>
              ) : null}
              <span className="mt-1 flex flex-wrap gap-x-2 text-xs text-muted-foreground md:hidden">
                <TypeLabel type={row.formType} />
                <span className="sm:hidden">{formatLondonDateTime(row.createdAt)}</span>
              </span>
            </TableCell>
            <TableCell className="hidden md:table-cell">
              <TypeLabel type={row.formType} />
            </TableCell>
            <TableCell className="hidden text-sm lg:table-cell">
              <Booking row={row} />
            </TableCell>
            <TableCell className="hidden max-w-[22rem] xl:table-cell">
              <span className="line-clamp-2 text-sm text-muted-foreground">{row.excerpt ?? "—"}</span>
            </TableCell>
            <TableCell>
              <span className="inline-flex flex-col items-start gap-1">
                <StatusBadge status={row.status} />
                <GuestMarkBadge facts={row} />
              </span>
            </TableCell>
            <TableCell className="hidden text-sm whitespace-nowrap text-muted-foreground sm:table-cell">
              {formatLondonDateTime(row.createdAt)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
