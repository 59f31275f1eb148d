/**
 * How a guest is recognised. Migration 0017's backfill repeats these rules in SQL, so a guest found
 * before the migration and one found after are the same row.
 */

/** Case and surrounding spaces do not make another guest. */
export function normaliseEmail(raw: string | null | undefined): string | null {
  const email = (raw ?? "").trim().toLowerCase();
  return email === "" ? null : email;
}

/**
 * Digits only (a leading + kept), with 00 read as + and a UK number written internationally,
 * "+44 (0)116…" or "+44 116…", read as "0116…", the way staff type it from a call.
 */
export function normalisePhone(raw: string | null | undefined): string | null {
  const kept = (raw ?? "")
    .trim()
    .replace(/[^0-9+]/g, "")
    .replace(/^00/, "+")
    .replace(/^\+440?/, "0");
  if (!/[0-9]/.test(kept)) return null;
  return kept.slice(0, 1) + kept.slice(1).replaceAll("+", "");
}

/** What a search box's words are matched against: the e-mail as typed, the phone by its digits. */
export function searchTermsOf(raw: string): { text: string; phone: string | null } {
  const text = raw.trim().toLowerCase();
  const digits = normalisePhone(text);
  // "07700 900" is a phone search; a name with a house number in it is not.
  return { text, phone: digits && /^[+0-9\s()-]+$/.test(text) && digits.replace("+", "").length >= 4 ? digits : null };
}
