import { partyForStaff } from "@/lib/forms/field-lists";
import type { Enquiry } from "@/lib/db/schema";
import type { EnquiryType } from "@/lib/db/schema/enquiry-statuses";

export type EnquiryNotice = Pick<
  Enquiry,
  | "id"
  | "formType"
  | "name"
  | "email"
  | "phone"
  | "message"
  | "preferredDate"
  | "preferredTime"
  | "guests"
  | "eventType"
  | "serviceStyle"
  | "sourcePage"
  | "createdAt"
> &
  Partial<Pick<Enquiry, "guestsAtLeast">>;

const KIND: Record<EnquiryType, string> = {
  newsletter: "Newsletter sign-up",
  reservation: "Table reservation request",
  contact: "Contact message",
  event: "Private event enquiry",
};

export function formatEnquiryEmail(e: EnquiryNotice): { subject: string; text: string } {
  const when = [e.preferredDate, e.preferredTime?.slice(0, 5)].filter(Boolean).join(" at ");
  const subjectBits = [KIND[e.formType], e.name, when, partyForStaff(e.guests, e.guestsAtLeast)].filter(Boolean);
  const rows: [string, string | number | null][] = [
    ["Type", KIND[e.formType]],
    ["Name", e.name],
    ["Email", e.email],
    ["Phone", e.phone],
    ["Preferred date", e.preferredDate],
    ["Preferred time", e.preferredTime?.slice(0, 5) ?? null],
    ["Guests", partyForStaff(e.guests, e.guestsAtLeast)],
    ["Event type", e.eventType],
    ["Service style", e.serviceStyle],
    ["Source page", e.sourcePage],
    ["Received", e.createdAt.toISOString()],
    ["Reference", e.id],
  ];
  const lines = rows.map(([label, value]) => `${label}: ${value === null || value === "" ? "—" : value}`);
  const text = [...lines, "", "Message:", e.message ?? "—", ""].join("\n");
  return { subject: subjectBits.join(" — "), text };
}
