import { LONDON } from "@/lib/time/london";

export interface ReservationInvite {
  uid: string;
  date: string; // yyyy-MM-dd
  time: string; // HH:MM or HH:MM:SS
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
  organizerName: string;
  organizerEmail: string;
  attendeeEmail: string;
  stamp: Date;
}

const LONDON_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${LONDON}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:BST",
  "DTSTART:19700329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:GMT",
  "DTSTART:19701025T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

export function foldIcsLine(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, "utf8");
    const limit = out.length === 0 ? 75 : 74;
    if (size + n > limit) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join("\r\n ");
}

function localPlus(date: string, time: string, minutes: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const t = new Date(Date.UTC(y, m - 1, d, hh, mm + minutes));
  const p = (n: number) => String(n).padStart(2, "0");
  return `${t.getUTCFullYear()}${p(t.getUTCMonth() + 1)}${p(t.getUTCDate())}T${p(t.getUTCHours())}${p(t.getUTCMinutes())}00`;
}

function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export function reservationIcs(invite: ReservationInvite): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//47 Restaurant//Reservations//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...LONDON_VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${invite.uid}`,
    `DTSTAMP:${utcStamp(invite.stamp)}`,
    `DTSTART;TZID=${LONDON}:${localPlus(invite.date, invite.time, 0)}`,
    `DTEND;TZID=${LONDON}:${localPlus(invite.date, invite.time, invite.durationMinutes)}`,
    `SUMMARY:${escapeIcsText(invite.summary)}`,
    `LOCATION:${escapeIcsText(invite.location)}`,
    `DESCRIPTION:${escapeIcsText(invite.description)}`,
    `ORGANIZER;CN=${escapeIcsText(invite.organizerName)}:mailto:${invite.organizerEmail}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT:mailto:${invite.attendeeEmail}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
