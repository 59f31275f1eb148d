import "server-only";
import type { PublicActionConfig } from "@/lib/actions/public-action";
import type { Database } from "@/lib/db/client";
import { initialStatus } from "@/lib/db/schema/enquiry-statuses";
import { systemClock, type Clock } from "@/lib/forms/field-lists";
import type { Notice } from "@/lib/forms/messages";
import { enquiryMailDeps, saveEnquiry, SOURCE_PAGE, type EnquiryRow, type SaveDeps } from "@/features/enquiries";
import { bookingSchemaStep } from "./booking-read";
import { dayLabel, type BookingRules, type DayPlan } from "./booking-rules";
import { slotLabel } from "./booking-slots";
import { getBookingRules } from "./queries";
import {
  RESERVATION_FIELDS,
  RESERVATION_REQUIRED,
  guestsLabel,
  makeReservationSchema,
  partySize,
  type ReservationData,
  type ReservationSchema,
} from "./form-schema";

export const reservationRow = (d: ReservationData): EnquiryRow => ({
  formType: "reservation",
  status: initialStatus("reservation"),
  name: d.name,
  email: d.email,
  phone: d.phone,
  preferredDate: d.date,
  preferredTime: d.time,
  ...partySize(d.guests),
  message: d.notes,
  sourcePage: SOURCE_PAGE.reservation,
});

export function requestSummary(d: ReservationData): string {
  return `${dayLabel(d.date)} at ${slotLabel(d.time)}, ${guestsLabel(d.guests)}`;
}

/** What the guest reads when instant confirmation booked their table there and then. */
export const tableBookedNotice = (d: ReservationData): Notice => ({
  title: "Your table is booked",
  description: `We look forward to welcoming you on ${dayLabel(d.date)} at ${slotLabel(d.time)}. Your confirmation is on its way by e-mail, with a link to change or cancel. Thank you for choosing 47 Restaurant.`,
});

/**
 * The reservation form's last step: the request stored as an enquiry, its e-mails queued with it.
 * With instant confirmation on and a table free, it is stored confirmed and the guest is told so.
 */
export async function storeReservationRequest(
  db: Database,
  data: ReservationData,
  save: SaveDeps,
): Promise<{ notice?: Notice }> {
  const saved = await saveEnquiry(db, reservationRow(data), save);
  return saved.confirmedAt !== undefined ? { notice: tableBookedNotice(data) } : {};
}

/** A table request reads the day's covers and tables only when it names one of the day's slots. */
const namesASlot = (plan: DayPlan, values: Record<string, string>) => plan.times.includes(values.time?.trim() ?? "");

export function reservationFormWith(
  loadRules: () => Promise<BookingRules | null>,
  opts: { clock?: Clock; save?: SaveDeps } = {},
): PublicActionConfig<ReservationSchema> {
  const clock = opts.clock ?? systemClock;
  return {
    formType: "reservation",
    fields: RESERVATION_FIELDS,
    required: RESERVATION_REQUIRED,
    schema: bookingSchemaStep(loadRules, clock, namesASlot, makeReservationSchema),
    run: (data, { db }) => storeReservationRequest(db, data, opts.save ?? enquiryMailDeps()),
    summary: requestSummary,
  };
}

export const reservationForm = reservationFormWith(getBookingRules);
