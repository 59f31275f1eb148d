import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import { cn } from "@/lib/utils";

/** Previous / next links for a server-paged list; `href(page)` builds each page's URL. */
export function Pagination({
  page,
  pageCount,
  total,
  pageSize,
  noun,
  href,
}: {
  page: number;
  pageCount: number;
  total: number;
  pageSize: number;
  noun: readonly [singular: string, plural: string];
  href: (page: number) => string;
}) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const linkClass =
    "inline-flex h-9 items-center gap-1 rounded-md border bg-background px-3 text-sm shadow-xs transition-colors hover:bg-accent";
  const disabledClass =
    "inline-flex h-9 items-center gap-1 rounded-md border px-3 text-sm text-muted-foreground opacity-60";
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {total === 0
          ? `No ${noun[1]}`
          : `Showing ${first}–${last} of ${total.toLocaleString("en-GB")} ${total === 1 ? noun[0] : noun[1]}`}
      </p>
      <div className="flex items-center gap-2">
        {page > 1 ? (
          <Link href={href(page - 1)} className={linkClass} rel="prev">
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </Link>
        ) : (
          <span className={cn(disabledClass)} aria-disabled="true">
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </span>
        )}
        <span className="px-1 text-muted-foreground tabular-nums">
          Page {page} of {pageCount}
        </span>
        {page < pageCount ? (
          <Link href={href(page + 1)} className={linkClass} rel="next">
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        ) : (
          <span className={disabledClass} aria-disabled="true">
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </span>
        )}
      </div>
    </nav>
  );
}
