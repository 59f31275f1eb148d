export const TEMPLATE_KEYS = [
  "ack_reservation",
  "ack_event",
  "ack_contact",
  "newsletter_welcome",
  "confirm_reservation",
  "confirm_event",
  "decline_reservation",
  "decline_event",
  "reply",
  "reminder_reservation",
  "thank_you_reservation",
  "ack_waitlist",
  "offer_waitlist",
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

export const FIELD_LABELS = {
  guest_name: "The guest's name",
  date: "The requested date, e.g. Friday 27 November 2026",
  time: "The requested time, e.g. 7:00pm",
  party_size: "The number of guests",
  event_type: "The kind of event",
  restaurant_name: "47 Restaurant",
  restaurant_phone: "The phone number from Settings",
  restaurant_email: "The e-mail address from Settings",
  restaurant_address: "The address from Settings, on one line",
  review_url: "The review link from Settings",
  offer_expires: "When a waitlist offer lapses, e.g. 9:15pm on Friday 27 November",
} as const;
export type TemplateField = keyof typeof FIELD_LABELS;

const RESTAURANT: TemplateField[] = ["restaurant_name", "restaurant_phone", "restaurant_email", "restaurant_address"];
const RESERVATION: TemplateField[] = ["guest_name", "date", "time", "party_size", ...RESTAURANT];
const EVENT: TemplateField[] = ["guest_name", "date", "party_size", "event_type", ...RESTAURANT];
const GUEST: TemplateField[] = ["guest_name", ...RESTAURANT];
const VISIT: TemplateField[] = [...RESERVATION, "review_url"];
const OFFER: TemplateField[] = [...RESERVATION, "offer_expires"];

export interface TemplateDefinition {
  label: string;
  when: string;
  fields: readonly TemplateField[];
  subject: string;
  body: string;
}

export const TEMPLATES: Record<TemplateKey, TemplateDefinition> = {
  ack_reservation: {
    label: "Reservation received",
    when: "Sent to the guest as soon as a table request is stored.",
    fields: RESERVATION,
    subject: "We have your table request for {{date}}",
    body: "Dear {{guest_name}},\n\nThank you for asking for a table at {{restaurant_name}}. We have your request:\n\nThis is not yet a confirmed booking. We will confirm it by e-mail within 24 hours. If your plans change, or you need us sooner, call us on {{restaurant_phone}}.\n\nWe look forward to welcoming you.",
  },
  ack_event: {
    label: "Event enquiry received",
    when: "Sent to the guest as soon as a private event enquiry is stored.",
    fields: EVENT,
    subject: "We have your event enquiry",
    body: "Dear {{guest_name}},\n\nThank you for thinking of {{restaurant_name}} for your event. We have your enquiry:\n\nOur events team will be in touch within one business day to talk through menus, timings and the room. If you would like to speak sooner, call us on {{restaurant_phone}}.",
  },
  ack_contact: {
    label: "Message received",
    when: "Sent to the guest as soon as a contact message is stored.",
    fields: GUEST,
    subject: "We have your message",
    body: "Dear {{guest_name}},\n\nThank you for getting in touch with {{restaurant_name}}. We have your message and will reply by e-mail soon, usually within one business day.\n\nIf it is urgent, call us on {{restaurant_phone}}.",
  },
  newsletter_welcome: {
    label: "Newsletter welcome",
    when: "Sent to a new newsletter subscriber.",
    fields: GUEST,
    subject: "Welcome to the {{restaurant_name}} newsletter",
    body: "Dear {{guest_name}},\n\nThank you for joining the {{restaurant_name}} newsletter. We will write now and then with new dishes, seasonal menus and evenings worth booking early.\n\nYou can leave at any time with the unsubscribe link at the foot of every e-mail.",
  },
  confirm_reservation: {
    label: "Reservation confirmed",
    when: "Prefilled when staff confirm a table request; carries a calendar invitation.",
    fields: RESERVATION,
    subject: "Your table is confirmed: {{date}} at {{time}}",
    body: "Dear {{guest_name}},\n\nWe are delighted to confirm your table for {{party_size}} on {{date}} at {{time}}. A calendar invitation is attached.\n\nIf anything changes, call us on {{restaurant_phone}} and we will gladly help.\n\nWe look forward to seeing you at {{restaurant_address}}.",
  },
  confirm_event: {
    label: "Event confirmed",
    when: "Prefilled when staff confirm an event enquiry.",
    fields: EVENT,
    subject: "Your event on {{date}} is confirmed",
    body: "Dear {{guest_name}},\n\nWe are delighted to confirm your {{event_type}} for {{party_size}} guests on {{date}}.\n\nOur events team will be in touch about the final menu and timings. If you have any questions, call us on {{restaurant_phone}}.",
  },
  decline_reservation: {
    label: "Reservation declined",
    when: "Prefilled when staff decline a table request.",
    fields: RESERVATION,
    subject: "Your table request for {{date}}",
    body: "Dear {{guest_name}},\n\nThank you for asking for a table on {{date}} at {{time}}. We are sorry, but we are fully booked at that time.\n\nPlease call us on {{restaurant_phone}} and we will do our best to find you another time.",
  },
  decline_event: {
    label: "Event declined",
    when: "Prefilled when staff decline an event enquiry.",
    fields: EVENT,
    subject: "Your event enquiry for {{date}}",
    body: "Dear {{guest_name}},\n\nThank you for thinking of us for your {{event_type}} on {{date}}. We are sorry, but we cannot host it on that date.\n\nPlease call us on {{restaurant_phone}} if another date could work: we would love to help.",
  },
  reminder_reservation: {
    label: "Reservation reminder",
    when: "Sent before a confirmed booking (Settings › Booking e-mails says how long before), with buttons to confirm or cancel.",
    fields: RESERVATION,
    subject: "See you on {{date}} at {{time}}",
    body: "Dear {{guest_name}},\n\nA reminder of your table for {{party_size}} at {{restaurant_name}} on {{date}} at {{time}}.\n\nPlease tell us with the buttons below whether you are coming. If your plans have changed, cancelling frees the table for another guest, and you can change the time or add a note too.\n\nWe look forward to welcoming you at {{restaurant_address}}.",
  },
  thank_you_reservation: {
    label: "Thank you after a visit",
    when: "Sent the morning after a booking marked seated, when Settings › Booking e-mails switches it on.",
    fields: VISIT,
    subject: "Thank you for dining with us",
    body: "Dear {{guest_name}},\n\nThank you for joining us at {{restaurant_name}} last night. We hope you enjoyed the evening.\n\nIf you have a moment, we would be grateful for a few words about your visit: it helps other guests find us.\n\nWe hope to welcome you again soon.",
  },
  ack_waitlist: {
    label: "Waitlist joined",
    when: "Sent to the guest as soon as they join a full slot's waitlist.",
    fields: RESERVATION,
    subject: "You are on the waitlist for {{date}} at {{time}}",
    body: "Dear {{guest_name}},\n\nThank you for waiting for a table at {{restaurant_name}}. You are on the waitlist for this time:\n\nThis is not a booking yet. If a table for your party frees up, we will e-mail you a link to accept it. The offer lasts a short while, so please look out for it.\n\nIf your plans change, or you would like to talk it through, call us on {{restaurant_phone}}.",
  },
  offer_waitlist: {
    label: "Waitlist table offered",
    when: "Sent when staff offer a freed table to a guest on the waitlist; the button accepts it until the offer lapses (Settings › Bookings says how long).",
    fields: OFFER,
    subject: "A table is free for you on {{date}} at {{time}}",
    body: "Dear {{guest_name}},\n\nGood news: a table for {{party_size}} has come free at {{restaurant_name}} on {{date}} at {{time}}, and we are holding the offer for you.\n\nTo take it, press the button below by {{offer_expires}}. Your booking is confirmed the moment you accept.\n\nIf you no longer need it, there is nothing to do: the offer simply lapses. Questions? Call us on {{restaurant_phone}}.",
  },
  reply: {
    label: "Reply",
    when: "Prefilled when staff reply to any enquiry.",
    fields: GUEST,
    subject: "Your enquiry to {{restaurant_name}}",
    body: "Dear {{guest_name}},\n\nThank you for getting in touch.\n\n\n\nKind regards,\n{{restaurant_name}}\n{{restaurant_phone}}",
  },
};

export type TemplateValues = Partial<Record<TemplateField, string>>;

const FIELD_PATTERN = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;

export function unknownFields(text: string, allowed: readonly TemplateField[]): string[] {
  const found = [...text.matchAll(FIELD_PATTERN)].map((m) => m[1]!);
  return [...new Set(found.filter((f) => !(allowed as readonly string[]).includes(f)))];
}

export function checkTemplateText(key: TemplateKey, text: string): string | null {
  const unknown = unknownFields(text, TEMPLATES[key].fields);
  if (unknown.length === 0) return null;
  const list = unknown.map((f) => `{{${f}}}`).join(", ");
  const allowed = TEMPLATES[key].fields.map((f) => `{{${f}}}`).join(", ");
  return `${list} ${unknown.length === 1 ? "is not a field" : "are not fields"} this template can use. Use only ${allowed}.`;
}

export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(FIELD_PATTERN, (whole, name: string) =>
    name in FIELD_LABELS ? (values[name as TemplateField] ?? "") : whole,
  );
}

export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
