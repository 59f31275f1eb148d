import { signRecordLink, verifyRecordLink } from "@/lib/security/signed-link";
import type { EmailLink } from "@/features/outbox";
import type { GuestFacts } from "./guest-email";

const PURPOSE = "manage-booking";

export const BOOKING_PATH = "/booking";

export function bookingToken(secret: string, enquiryId: string): string {
  return signRecordLink(secret, PURPOSE, enquiryId);
}

/** The booking's id when the token is a manage link this site signed, else null. */
export function bookingIdOfToken(secret: string, token: string): string | null {
  return verifyRecordLink(secret, PURPOSE, token);
}

export function manageBookingUrl(siteUrl: string, secret: string, enquiryId: string, answer?: "coming" | "cancel") {
  const base = `${siteUrl}${BOOKING_PATH}/${bookingToken(secret, enquiryId)}`;
  return answer ? `${base}?answer=${answer}` : base;
}

/** A reservation's e-mails carry a link to the guest's own page for it; other enquiries have none. */
export function manageLinksOf(
  guest: Pick<GuestFacts, "id" | "formType">,
  config: { siteUrl: string; secret: string },
): EmailLink[] {
  if (guest.formType !== "reservation") return [];
  return [{ label: "Manage your booking", url: manageBookingUrl(config.siteUrl, config.secret, guest.id) }];
}
