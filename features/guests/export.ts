import { toCsv, type CsvCell } from "@/lib/csv";
import type { GuestHistory } from "./admin-queries";
import { tagLabel, tidyTags } from "./tags";

/** Everything held about one guest, as they may ask to see it (UK GDPR, right of access). */
export interface GuestExport {
  exportedAt: string;
  guest: {
    name: string;
    email: string | null;
    phone: string | null;
    notes: string;
    tags: string[];
    marketingConsent: boolean;
    newsletter: GuestHistory["newsletter"];
    firstSeen: string;
    lastActivity: string;
  };
  enquiries: ExportedEnquiry[];
  bookings: ExportedEnquiry[];
  emails: { sentAt: string | null; queuedAt: string; to: string; subject: string; state: string; text: string }[];
}

interface ExportedEnquiry {
  reference: string;
  kind: string;
  status: string;
  received: string;
  name: string;
  email: string | null;
  phone: string | null;
  date: string | null;
  time: string | null;
  party: number | null;
  message: string | null;
  eventType: string | null;
}

export function guestExportOf(history: GuestHistory, now: Date): GuestExport {
  const { guest } = history;
  const rows = history.enquiries.map((e): ExportedEnquiry => ({
    reference: e.id,
    kind: e.formType,
    status: e.status,
    received: e.createdAt.toISOString(),
    name: e.name,
    email: e.email,
    phone: e.phone,
    date: e.preferredDate,
    time: e.preferredTime?.slice(0, 5) ?? null,
    party: e.guests,
    message: e.message,
    eventType: e.eventType,
  }));
  return {
    exportedAt: now.toISOString(),
    guest: {
      name: guest.name,
      email: guest.email,
      phone: guest.phone,
      notes: guest.notes,
      tags: tidyTags(guest.tags).map(tagLabel),
      marketingConsent: guest.marketingConsent,
      newsletter: history.newsletter,
      firstSeen: guest.createdAt.toISOString(),
      lastActivity: guest.lastActivityAt.toISOString(),
    },
    enquiries: rows.filter((r) => r.kind !== "reservation"),
    bookings: rows.filter((r) => r.kind === "reservation"),
    emails: history.emails.map((m) => ({
      sentAt: m.sentAt?.toISOString() ?? null,
      queuedAt: m.createdAt.toISOString(),
      to: m.toAddress,
      subject: m.subject,
      state: m.state,
      text: m.textBody,
    })),
  };
}

const CSV_HEADER = [
  "Record",
  "Reference",
  "Kind",
  "Status",
  "When",
  "Name",
  "E-mail",
  "Phone",
  "Date",
  "Time",
  "Party",
  "Subject or tags",
  "Message, notes or e-mail text",
] as const;

/** One CSV of the same content: a row for the guest, one per enquiry and booking, one per e-mail. */
export function guestExportCsv(data: GuestExport): string {
  const g = data.guest;
  const rows: CsvCell[][] = [
    [
      "Guest",
      "",
      g.newsletter,
      g.marketingConsent ? "marketing consent" : "no marketing consent",
      g.firstSeen,
      g.name,
      g.email,
      g.phone,
      "",
      "",
      null,
      g.tags.join("; "),
      g.notes,
    ],
  ];
  for (const [record, list] of [
    ["Booking", data.bookings],
    ["Enquiry", data.enquiries],
  ] as const) {
    for (const e of list) {
      rows.push([
        record,
        e.reference,
        e.kind,
        e.status,
        e.received,
        e.name,
        e.email,
        e.phone,
        e.date,
        e.time,
        e.party,
        e.eventType,
        e.message,
      ]);
    }
  }
  for (const m of data.emails) {
    rows.push(["E-mail", "", "", m.state, m.sentAt ?? m.queuedAt, "", m.to, "", "", "", null, m.subject, m.text]);
  }
  return toCsv(CSV_HEADER, rows);
}
