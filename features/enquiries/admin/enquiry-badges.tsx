import { Badge, type BadgeProps } from "@/components/ui/badge";
import { STATUS_LABELS, TYPE_LABELS, type EnquiryStatus, type EnquiryType } from "@/features/enquiries/labels";

/** Blue waits for staff, amber is under way, green is settled in the guest's favour, grey is over. */
const STATUS_VARIANT: Record<EnquiryStatus, BadgeProps["variant"]> = {
  requested: "info",
  new: "info",
  in_discussion: "warning",
  confirmed: "success",
  declined: "secondary",
  cancelled: "secondary",
  seated: "success",
  no_show: "danger",
  replied: "warning",
  closed: "secondary",
  subscribed: "success",
  unsubscribed: "secondary",
};

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{STATUS_LABELS[status]}</Badge>;
}

export function TypeLabel({ type }: { type: EnquiryType }) {
  return <span className="text-xs font-medium tracking-wide text-gold-deep uppercase">{TYPE_LABELS[type]}</span>;
}
