import { createHmac, timingSafeEqual } from "node:crypto";

// A link token names one record and the purpose it was made for; anything else in it is refused.
// It carries no expiry of its own: the record decides how long its link lives (a booking's day, an
// offer's deadline), so a moved booking keeps its link and a lapsed one stops working everywhere.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(secret: string, purpose: string, id: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${id}`).digest("base64url");
}

export function signRecordLink(secret: string, purpose: string, id: string): string {
  return `${id}.${mac(secret, purpose, id)}`;
}

/** The record's id when the token is one this site signed for `purpose`, else null. */
export function verifyRecordLink(secret: string, purpose: string, token: string): string | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const dot = token.indexOf(".");
  const id = token.slice(0, dot).toLowerCase();
  if (dot < 0 || !UUID.test(id)) return null;
  const expected = Buffer.from(mac(secret, purpose, id));
  const given = Buffer.from(token.slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
