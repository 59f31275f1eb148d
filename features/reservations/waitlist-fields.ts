// The waitlist form's fixed lists, apart from its schema so the form's first paint loads no zod.

export const WAITLIST_PARTIES = ["1", "2", "3", "4", "5", "6", "7", "8"] as const;
export const WAITLIST_FIELDS = ["name", "email", "phone", "guests", "date", "time"] as const;
export const WAITLIST_REQUIRED = WAITLIST_FIELDS;
