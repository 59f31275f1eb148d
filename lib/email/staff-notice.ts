import type { EnquiryFormType } from "@/lib/forms/messages";

/** Everything staff need to answer an enquiry, as stored. */
export interface EnquiryNotice {
  id: string;
  formType: EnquiryFormType;
  name: string;
  email: string | null;
  phone: string | null;
  message: string | null;
  preferredDate: string | null;
  preferredTime: string | null;
  guests: number | null;
  eventType: string | null;
  serviceStyle: string | null;
  sourcePage: string;
  createdAt: Date;
}

const KIND: Record<EnquiryFormType, string> = {
  newsletter: "Newsletter sign-up",
  reservation: "Table reservation request",
  contact: "Contact message",
  event: "Private event enquiry",
};

/** Subject and plain-text body listing every field, so staff can reply without opening the admin. */
export function formatEnquiryEmail(e: EnquiryNotice): { subject: string; text: string } {
  const when = [e.preferredDate, e.preferredTime?.slice(0, 5)].filter(Boolean).join(" at ");
  const subjectBits = [KIND[e.formType], e.name, when, e.guests != null ? `${e.guests} guests` : null].filter(Boolean);
  const rows: [string, string | number | null][] = [
    ["Type", KIND[e.formType]],
    ["Name", e.name],
    ["Email", e.email],
    ["Phone", e.phone],
    ["Preferred date", e.preferredDate],
    ["Preferred time", e.preferredTime?.slice(0, 5) ?? null],
    ["Guests", e.guests],
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
