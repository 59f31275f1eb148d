import { History } from "lucide-react";
import type { Metadata } from "next";
import { ActivityFilters } from "@/features/activity/admin/activity-filters";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { PagedList } from "@/components/admin/paged-list";
import { RowTitle } from "@/components/admin/row-title";
import { WhenCell } from "@/components/admin/when-cell";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { actionLabel, activityQueryString, entityLabel, parseActivityParams } from "@/features/activity/params";
import { activityFilterOptions, listActivity, recordLinks } from "@/features/activity/queries";
import type { RecordLink } from "@/features/activity/records";
import { ActivityRecord } from "@/features/activity/admin/record-link";
import { getDb } from "@/lib/db";
import { detailHref, readListPage } from "@/lib/admin/list-page";
import type { SearchParams } from "@/lib/routes/search-params";

export const metadata: Metadata = { title: "Activity" };

function EnquiryRecord({ record }: { record: RecordLink | null }) {
  return record ? (
    <span className="mt-1 block text-xs">
      <ActivityRecord record={record} />
    </span>
  ) : null;
}

export default async function ActivityPage({ searchParams }: { searchParams: SearchParams }) {
  const { filter, list, shown, extra } = await readListPage(
    "activity.read",
    searchParams,
    parseActivityParams,
    (db, f) => Promise.all([listActivity(db, f), activityFilterOptions(db)]),
  );
  const listQuery = activityQueryString(shown);
  const recordOf = await recordLinks(await getDb(), list.rows);

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
          actors={extra.actors}
          entities={extra.entities}
        />
        <PagedList
          list={list}
          noun={["entry", "entries"]}
          href={(page) => `/admin/activity${activityQueryString(shown, { page })}`}
          empty={{
            icon: History,
            title: `No activity ${listQuery ? "matches these filters" : "yet"}`,
            hint: "Changes made in any admin section are recorded here as they happen.",
          }}
        >
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
                  <WhenCell at={row.createdAt} />
                  <TableCell className="hidden max-w-[14rem] truncate align-top text-sm md:table-cell">
                    {row.actorEmail}
                  </TableCell>
                  <TableCell className="hidden align-top text-sm lg:table-cell">{entityLabel(row.entity)}</TableCell>
                  <TableCell className="py-3 align-top">
                    <RowTitle href={detailHref("/admin/activity", row.id, listQuery)} title={row.summary}>
                      {actionLabel(row.action)}
                      <span className="md:hidden"> · {row.actorEmail}</span>
                    </RowTitle>
                    {row.entity === "enquiry" ? <EnquiryRecord record={recordOf(row)} /> : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </PagedList>
      </div>
    </>
  );
}
