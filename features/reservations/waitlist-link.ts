import { signRecordLink, verifyRecordLink } from "@/lib/security/signed-link";

// An offer's accept link names one waitlist entry; its own purpose keeps a booking's manage link (or any
// other signed link) from opening it. How long it works is the entry's offer_expires_at, not the token.
const PURPOSE = "waitlist-offer";

export const WAITLIST_OFFER_PATH = "/waitlist";

export const waitlistOfferToken = (secret: string, entryId: string) => signRecordLink(secret, PURPOSE, entryId);

/** The entry's id when the token is an accept link this site signed, else null. */
export const waitlistIdOfToken = (secret: string, token: string) => verifyRecordLink(secret, PURPOSE, token);

export const waitlistOfferUrl = (siteUrl: string, secret: string, entryId: string) =>
  `${siteUrl}${WAITLIST_OFFER_PATH}/${waitlistOfferToken(secret, entryId)}`;
