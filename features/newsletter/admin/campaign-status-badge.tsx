import { Badge, type BadgeProps } from "@/components/ui/badge";
import type { CampaignStatus } from "@/lib/db/schema/newsletter-vocabulary";

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, { label: string; variant: BadgeProps["variant"] }> = {
  draft: { label: "Draft", variant: "outline" },
  scheduled: { label: "Scheduled", variant: "info" },
  sending: { label: "Sending", variant: "warning" },
  paused: { label: "Paused", variant: "secondary" },
  sent: { label: "Sent", variant: "success" },
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { label, variant } = CAMPAIGN_STATUS_LABELS[status];
  return <Badge variant={variant}>{label}</Badge>;
}
