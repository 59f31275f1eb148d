import type { CampaignCounts } from "@/features/newsletter/admin-queries";

/** What happened to a campaign, from the outbox's own records: no pixels, no rewritten links. */
export function CampaignStats({ counts }: { counts: CampaignCounts }) {
  const items: { label: string; value: number; hint?: string }[] = [
    { label: "Sent", value: counts.sent },
    { label: "Failed", value: counts.failed, hint: "After the outbox's retries" },
    { label: "Unsubscribed since", value: counts.unsubscribedSince },
    { label: "Still to go", value: counts.waiting + counts.delivering },
  ];
  if (counts.held) items.push({ label: "Kept: no mail server", value: counts.held });
  if (counts.skipped) items.push({ label: "Left out", value: counts.skipped, hint: "Unsubscribed before their turn" });
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Delivery
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-2">
        {items.map((item) => (
          <div key={item.label} className="rounded-lg border bg-card p-3">
            <dt className="text-xs text-muted-foreground">{item.label}</dt>
            <dd className="font-display text-2xl font-semibold tabular-nums">{item.value}</dd>
            {item.hint ? <dd className="text-xs text-muted-foreground">{item.hint}</dd> : null}
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">Of {counts.recipients} guests subscribed when it started.</p>
    </section>
  );
}
