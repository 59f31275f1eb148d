export const ENQUIRY_TYPES = ["reservation", "event", "contact", "newsletter"] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

export const STATUSES_BY_TYPE = {
  reservation: ["requested", "confirmed", "declined", "cancelled", "seated", "no_show"],
  event: ["new", "in_discussion", "confirmed", "declined"],
  contact: ["new", "replied", "closed"],
  newsletter: ["subscribed", "unsubscribed"],
} as const satisfies Record<EnquiryType, readonly string[]>;

export type EnquiryStatus = (typeof STATUSES_BY_TYPE)[EnquiryType][number];

export const ENQUIRY_STATUSES = [
  "requested",
  "new",
  "in_discussion",
  "confirmed",
  "declined",
  "cancelled",
  "seated",
  "no_show",
  "replied",
  "closed",
  "subscribed",
  "unsubscribed",
] as const satisfies readonly EnquiryStatus[];

export const STATUS_LABELS: Record<EnquiryStatus, string> = {
  requested: "Requested",
  new: "New",
  in_discussion: "In discussion",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
  seated: "Seated",
  no_show: "No-show",
  replied: "Replied",
  closed: "Closed",
  subscribed: "Subscribed",
  unsubscribed: "Unsubscribed",
};

export function initialStatus<T extends EnquiryType>(type: T): (typeof STATUSES_BY_TYPE)[T][0] {
  return STATUSES_BY_TYPE[type][0];
}

export function isStatusOf(type: EnquiryType, status: string): boolean {
  return (STATUSES_BY_TYPE[type] as readonly string[]).includes(status);
}

/** A booking in one of these keeps its table: it counts against the covers limit and the room. */
export const HOLDS_TABLE_STATUSES = ["confirmed", "seated"] as const satisfies readonly EnquiryStatus[];

export function holdsTable(status: string): boolean {
  return (HOLDS_TABLE_STATUSES as readonly string[]).includes(status);
}

export const AWAITING_STATUSES = ["requested", "new"] as const satisfies readonly EnquiryStatus[];

export function isAwaiting(status: string): boolean {
  return (AWAITING_STATUSES as readonly string[]).includes(status);
}

export function statusesOffered(
  type: EnquiryType,
  current: EnquiryStatus,
  bookedDate: string | null,
  today: string,
): EnquiryStatus[] {
  const all = STATUSES_BY_TYPE[type] as readonly EnquiryStatus[];
  return all.filter((s) => {
    if (s === current) return false;
    if ((s === "seated" || s === "no_show") && (!bookedDate || bookedDate > today)) return false;
    return true;
  });
}

export function isHandled(status: EnquiryStatus): boolean {
  return !isAwaiting(status) && status !== "subscribed";
}

/** How staff and the activity log name an enquiry without naming the guest: its id's first eight hex digits. */
export function enquiryRef(id: string): string {
  return id.replace(/-/g, "").slice(0, 8).toUpperCase();
}
