import { Badge } from "@/components/ui/badge";
import { STATUS_LABELS, TYPE_LABELS, type EnquiryStatus, type EnquiryType } from "@/lib/enquiries/labels";

const STATUS_VARIANT = { new: "info", in_progress: "warning", closed: "secondary" } as const;

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{STATUS_LABELS[status]}</Badge>;
}

export function TypeLabel({ type }: { type: EnquiryType }) {
  return <span className="text-xs font-medium tracking-wide text-gold-deep uppercase">{TYPE_LABELS[type]}</span>;
}
