import { History } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { ActivityFilters } from "@/app/admin/(protected)/activity/activity-filters";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { Pagination } from "@/components/admin/pagination";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { actionLabel, activityQueryString, entityLabel, parseActivityParams } from "@/lib/activity/params";
import { activityFilterOptions, listActivity } from "@/lib/activity/queries";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { formatLondonDateTime } from "@/lib/time/london";

export const metadata: Metadata = { title: "Activity" };

export default async function ActivityPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdmin();
  const filter = parseActivityParams(await searchParams);
  const db = await getDb();
  const [list, options] = await Promise.all([listActivity(db, filter), activityFilterOptions(db)]);
  const shown = { ...filter, page: list.page };
  const listQuery = activityQueryString(shown);

  return (
    <>
      <AdminPageHeader
        title="Activity"
        description="Every change made in this admin area, newest first. Times are UK time. The log cannot be edited or deleted."
      />
      <div className="space-y-4">
        <ActivityFilters
          key={activityQueryString({ ...filter, page: 1 })}
          filter={filter}
          actors={options.actors}
          entities={options.entities}
        />
        {list.total === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed bg-card px-6 py-14 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-accent">
              <History className="size-5 text-gold-deep" aria-hidden="true" />
            </span>
            <p className="mt-4 font-medium text-foreground">
              No activity {listQuery ? "matches these filters" : "yet"}
            </p>
            <p className="mt-1 max-w-sm text-sm text-muted-foreground">
              Changes made in any admin section are recorded here as they happen.
            </p>
          </div>
        ) : (
          <>
            <Table>
              <caption className="sr-only">Admin activity, newest first</caption>
              <TableHeader>
                <TableRow>
                  <TableHead>When</TableHead>
                  <TableHead className="hidden md:table-cell">Who</TableHead>
                  <TableHead className="hidden lg:table-cell">Section</TableHead>
                  <TableHead>What</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell className="align-top text-sm whitespace-nowrap text-muted-foreground">
                      <time dateTime={row.createdAt.toISOString()}>{formatLondonDateTime(row.createdAt)}</time>
                    </TableCell>
                    <TableCell className="hidden max-w-[14rem] truncate align-top text-sm md:table-cell">
                      {row.actorEmail}
                    </TableCell>
                    <TableCell className="hidden align-top text-sm lg:table-cell">{entityLabel(row.entity)}</TableCell>
                    <TableCell className="py-3 align-top">
                      <Link
                        href={`/admin/activity/${row.id}${listQuery ? `?list=${encodeURIComponent(listQuery.slice(1))}` : ""}`}
                        className="text-sm text-foreground underline-offset-4 hover:underline"
                      >
                        {row.summary}
                      </Link>
                      <span className="mt-0.5 block text-xs text-muted-foreground">
                        {actionLabel(row.action)}
                        <span className="md:hidden"> · {row.actorEmail}</span>
                      </span>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pagination
              page={list.page}
              pageCount={list.pageCount}
              total={list.total}
              pageSize={list.pageSize}
              noun={["entry", "entries"]}
              href={(page) => `/admin/activity${activityQueryString(shown, { page })}`}
            />
          </>
        )}
      </div>
    </>
  );
}
