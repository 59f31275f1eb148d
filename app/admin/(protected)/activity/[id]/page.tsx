import type { Metadata } from "next";
import { DetailFact, DetailHeader, RecordNotFound } from "@/components/admin/detail-page";
import { TitledSection } from "@/components/admin/titled-section";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { diffJson, humaniseKey, showValue } from "@/features/activity/diff";
import { actionLabel, activityQueryString, entityLabel, parseActivityParams } from "@/features/activity/params";
import { getActivityEntry, recordLinks } from "@/features/activity/queries";
import { ActivityRecord } from "@/features/activity/admin/record-link";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { formatLondonDateTime } from "@/lib/time/london";
import { cn } from "@/lib/utils";
import { backToList, type DetailPageProps } from "@/lib/admin/list-page";

export const metadata: Metadata = { title: "Activity entry" };

/** A field's value before or after the change, tinted so the two read apart at a glance. */
const ValueCell = ({ value, tone }: { value: unknown; tone: string }) => (
  <TableCell className="align-top">
    <span className={cn("rounded px-1.5 py-0.5 break-words whitespace-pre-wrap", tone)}>{showValue(value)}</span>
  </TableCell>
);

export default async function ActivityEntryPage({ params, searchParams }: DetailPageProps) {
  await requireAdmin("activity.read");
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const db = await getDb();
  const entry = await getActivityEntry(db, id);

  const back = {
    href: backToList("/admin/activity", query, parseActivityParams, activityQueryString),
    label: "Back to activity",
  };
  if (!entry) return <RecordNotFound back={back} title="Entry not found" description="The link may be incomplete." />;

  const changes = diffJson(entry.before, entry.after);
  const record = (await recordLinks(db, [entry]))(entry);
  return (
    <>
      <DetailHeader
        back={back}
        title={entry.summary}
        description={`${actionLabel(entry.action)} · ${entityLabel(entry.entity)}`}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(16rem,1fr)_minmax(0,2fr)]">
        <TitledSection id="entry-facts" title="Who and when" card className="self-start" headingClassName="mb-4">
          <dl className="space-y-3 text-sm">
            {[
              ["Who", entry.actorEmail],
              ["When (UK time)", formatLondonDateTime(entry.createdAt)],
              ["Section", entityLabel(entry.entity)],
              ["Action", actionLabel(entry.action)],
            ].map(([label, value]) => (
              <DetailFact key={label} label={label!} valueClassName="mt-0.5 break-words">
                {value}
              </DetailFact>
            ))}
            <DetailFact label="Record" valueClassName="mt-0.5 break-words">
              {record ? <ActivityRecord record={record} /> : "—"}
            </DetailFact>
          </dl>
        </TitledSection>
        <TitledSection id="entry-changes" title="What changed" className="min-w-0" headingClassName="mb-3">
          {changes.length === 0 ? (
            <p className="rounded-lg border border-dashed bg-card px-4 py-6 text-sm text-muted-foreground">
              No field-by-field details were recorded for this action.
            </p>
          ) : (
            <Table>
              <caption className="sr-only">Fields that changed, before and after</caption>
              <TableHeader>
                <TableRow>
                  <TableHead>Field</TableHead>
                  <TableHead>Before</TableHead>
                  <TableHead>After</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {changes.map((c) => (
                  <TableRow key={c.key}>
                    <TableCell className="align-top font-medium">{humaniseKey(c.key)}</TableCell>
                    <ValueCell value={c.before} tone="bg-red-50 text-red-900" />
                    <ValueCell value={c.after} tone="bg-emerald-50 text-emerald-900" />
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </TitledSection>
      </div>
    </>
  );
}
