import { enquiryRef, type EnquiryType } from "@/lib/db/schema/enquiry-statuses";
import { formatCalendarDate, formatClockTime } from "@/lib/time/london";
import { partyInWords } from "@/lib/forms/field-lists";

export interface EnquiryFacts {
  id: string;
  formType: EnquiryType;
  preferredDate: string | null;
  preferredTime: string | null;
  guests: number | null;
}

const KIND: Record<EnquiryType, string> = {
  reservation: "reservation",
  event: "event enquiry",
  contact: "contact message",
  newsletter: "newsletter sign-up",
};

/**
 * An enquiry as staff and the activity log name it: its kind and, for a booking, its day, time and party,
 * with its reference. Never the guest's name or contact details, so the append-only log may keep it.
 */
export function enquiryInWords(e: EnquiryFacts): string {
  const booking = e.formType === "reservation" || e.formType === "event";
  const party = booking && e.guests ? ` for ${partyInWords(e.guests)}` : "";
  const day = booking && e.preferredDate ? ` on ${formatCalendarDate(e.preferredDate, { year: true })}` : "";
  const time = booking && e.preferredTime ? ` at ${formatClockTime(e.preferredTime)}` : "";
  return `${KIND[e.formType]}${party}${day}${time} (ref ${enquiryRef(e.id)})`;
}
