import { createHmac, timingSafeEqual } from "node:crypto";

const PURPOSE = "newsletter-unsubscribe:";

export function unsubscribeToken(secret: string, enquiryId: string): string {
  return createHmac("sha256", secret)
    .update(PURPOSE + enquiryId)
    .digest("base64url");
}

export function verifyUnsubscribeToken(secret: string, enquiryId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, enquiryId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function unsubscribeUrl(siteUrl: string, secret: string, enquiryId: string): string {
  const params = new URLSearchParams({ id: enquiryId, token: unsubscribeToken(secret, enquiryId) });
  return `${siteUrl}/newsletter/unsubscribe?${params.toString()}`;
}

export function oneClickUnsubscribeUrl(siteUrl: string, secret: string, enquiryId: string): string {
  const params = new URLSearchParams({ id: enquiryId, token: unsubscribeToken(secret, enquiryId) });
  return `${siteUrl}/api/newsletter/unsubscribe?${params.toString()}`;
}
