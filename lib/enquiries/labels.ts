import { EVENT_TYPES, SERVICE_STYLES } from "@/lib/forms/event";

import type { EnquiryType } from "./statuses";

export { ENQUIRY_STATUSES, ENQUIRY_TYPES, STATUS_LABELS, type EnquiryStatus, type EnquiryType } from "./statuses";

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

export function enquiryRef(id: string): string {
  return id.replace(/-/g, "").slice(0, 8).toUpperCase();
}
