import { EVENT_TYPES, SERVICE_STYLES } from "@/features/enquiries/event-form-schema";

import type { EnquiryType } from "@/lib/db/schema/enquiry-statuses";

export {
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  STATUS_LABELS,
  type EnquiryStatus,
  type EnquiryType,
} from "@/lib/db/schema/enquiry-statuses";

export const TYPE_LABELS: Record<EnquiryType, string> = {
  reservation: "Reservation",
  event: "Event",
  contact: "Contact",
  newsletter: "Newsletter",
};

export function eventTypeLabel(value: string | null): string | null {
  if (!value) return null;
  return EVENT_TYPES.find((t) => t.value === value)?.label ?? value;
}

export function serviceStyleLabel(value: string | null): string | null {
  if (!value) return null;
  return SERVICE_STYLES.find((s) => s.value === value)?.label ?? value;
}

export { enquiryRef } from "@/lib/db/schema/enquiry-statuses";
