import { Badge, type BadgeProps } from "@/components/ui/badge";
import { OUTBOX_STATE_LABELS, parseOutboxState } from "@/features/outbox/outbox-queries";

const VARIANT: Record<keyof typeof OUTBOX_STATE_LABELS, BadgeProps["variant"]> = {
  pending: "warning",
  sending: "info",
  sent: "success",
  failed: "danger",
  held: "secondary",
};

/** A waiting e-mail that has already failed once says it is retrying, so staff know why it waits. */
export function OutboxStateBadge({ state, attempts }: { state: string; attempts?: number }) {
  const s = parseOutboxState(state) ?? "pending";
  const label = s === "pending" && (attempts ?? 0) > 0 ? "Retrying" : OUTBOX_STATE_LABELS[s];
  return <Badge variant={VARIANT[s]}>{label}</Badge>;
}
