import "server-only";
import type { PublicActionConfig } from "@/lib/actions/public-action";
import type { Database } from "@/lib/db/client";
import { initialStatus } from "@/lib/db/schema/enquiry-statuses";
import { systemClock, type Clock } from "@/lib/forms/field-lists";
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

/** The reservation form's last step: the request stored as an enquiry, its e-mails queued with it. */
export async function storeReservationRequest(db: Database, data: ReservationData, save: SaveDeps): Promise<void> {
  await saveEnquiry(db, reservationRow(data), save);
}

/** A table request needs the covers only when its chosen slot has a limit to check them against. */
const slotHasCoversLimit = (plan: DayPlan, values: Record<string, string>) =>
  plan.coversLimit !== null && plan.times.includes(values.time?.trim() ?? "");

export function reservationFormWith(
  loadRules: () => Promise<BookingRules | null>,
  opts: { clock?: Clock; save?: SaveDeps } = {},
): PublicActionConfig<ReservationSchema> {
  const clock = opts.clock ?? systemClock;
  return {
    formType: "reservation",
    fields: RESERVATION_FIELDS,
    required: RESERVATION_REQUIRED,
    schema: bookingSchemaStep(loadRules, clock, slotHasCoversLimit, makeReservationSchema),
    run: (data, { db }) => storeReservationRequest(db, data, opts.save ?? enquiryMailDeps()),
    summary: requestSummary,
  };
}

export const reservationForm = reservationFormWith(getBookingRules);
