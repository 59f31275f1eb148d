/** The four kinds of enquiry, in the order staff see them: the ones to act on first. */
export const ENQUIRY_TYPES = ["reservation", "event", "contact", "newsletter"] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/**
 * Each kind of enquiry has its own life: a table is requested and then confirmed or declined, an
 * event is discussed, a message is replied to, a subscriber can leave. One list per type keeps
 * staff from offering a status that means nothing for the row (the database checks it too).
 */
export const STATUSES_BY_TYPE = {
  reservation: ["requested", "confirmed", "declined", "cancelled", "seated", "no_show"],
  event: ["new", "in_discussion", "confirmed", "declined"],
  contact: ["new", "replied", "closed"],
  newsletter: ["subscribed", "unsubscribed"],
} as const satisfies Record<EnquiryType, readonly string[]>;

export type EnquiryStatus = (typeof STATUSES_BY_TYPE)[EnquiryType][number];

/** Every status, in the order a filter list shows them. */
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

/** The status a new row of this type starts in. */
export function initialStatus<T extends EnquiryType>(type: T): (typeof STATUSES_BY_TYPE)[T][0] {
  return STATUSES_BY_TYPE[type][0];
}

export function isStatusOf(type: EnquiryType, status: string): boolean {
  return (STATUSES_BY_TYPE[type] as readonly string[]).includes(status);
}

/**
 * Statuses that still wait for staff: these are the inbox's "new" counts and the dashboard's
 * to-do. A sign-up asks nothing of staff, so newsletter rows never wait.
 */
export const AWAITING_STATUSES = ["requested", "new"] as const satisfies readonly EnquiryStatus[];

export function isAwaiting(status: string): boolean {
  return (AWAITING_STATUSES as readonly string[]).includes(status);
}

/**
 * Seated and no-show describe the evening itself, so they are offered only once the booked day
 * has come; before it they would be a slip of the finger.
 */
export function statusesOffered(type: EnquiryType, current: EnquiryStatus, bookedDate: string | null, today: string): EnquiryStatus[] {
  const all = STATUSES_BY_TYPE[type] as readonly EnquiryStatus[];
  return all.filter((s) => {
    if (s === current) return false;
    if ((s === "seated" || s === "no_show") && (!bookedDate || bookedDate > today)) return false;
    return true;
  });
}

/** Statuses that mean "this was dealt with": the row records who did it and when. */
export function isHandled(status: EnquiryStatus): boolean {
  return !isAwaiting(status) && status !== "subscribed";
}
