import type { Metadata } from "next";
import { DetailFact, DetailHeader } from "@/components/admin/detail-page";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { diffJson, humaniseKey, showValue } from "@/lib/activity/diff";
import { actionLabel, activityQueryString, entityLabel, parseActivityParams } from "@/lib/activity/params";
import { getActivityEntry } from "@/lib/activity/queries";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { readParam } from "@/lib/enquiries/inbox-params";
import { formatLondonDateTime } from "@/lib/time/london";

export const metadata: Metadata = { title: "Activity entry" };

export default async function ActivityEntryPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdmin();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const backHref = `/admin/activity${activityQueryString(parseActivityParams(new URLSearchParams(readParam(query, "list") ?? "")))}`;
  const entry = await getActivityEntry(await getDb(), id);

  const back = { href: backHref, label: "Back to activity" };
  if (!entry) return <DetailHeader back={back} title="Entry not found" description="The link may be incomplete." />;

  const changes = diffJson(entry.before, entry.after);
  return (
    <>
      <DetailHeader
        back={back}
        title={entry.summary}
        description={`${actionLabel(entry.action)} · ${entityLabel(entry.entity)}`}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(16rem,1fr)_minmax(0,2fr)]">
        <section aria-labelledby="entry-facts" className="self-start rounded-lg border bg-card p-5">
          <h2 id="entry-facts" className="mb-4 font-display text-xl font-semibold">
            Who and when
          </h2>
          <dl className="space-y-3 text-sm">
            {[
              ["Who", entry.actorEmail],
              ["When (UK time)", formatLondonDateTime(entry.createdAt)],
              ["Section", entityLabel(entry.entity)],
              ["Action", entry.action],
              ["Item", entry.entityId ?? "—"],
            ].map(([label, value]) => (
              <DetailFact key={label} label={label!} valueClassName="mt-0.5 break-all">
                {value}
              </DetailFact>
            ))}
          </dl>
        </section>
        <section aria-labelledby="entry-changes" className="min-w-0">
          <h2 id="entry-changes" className="mb-3 font-display text-xl font-semibold">
            What changed
          </h2>
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
                    <TableCell className="align-top">
                      <span className="rounded bg-red-50 px-1.5 py-0.5 break-words whitespace-pre-wrap text-red-900">
                        {showValue(c.before)}
                      </span>
                    </TableCell>
                    <TableCell className="align-top">
                      <span className="rounded bg-emerald-50 px-1.5 py-0.5 break-words whitespace-pre-wrap text-emerald-900">
                        {showValue(c.after)}
                      </span>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </section>
      </div>
    </>
  );
}
