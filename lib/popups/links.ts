/**
 * Call-to-action and body links may only be http(s) absolute URLs or single-slash relative paths
 * (DESIGN.md §Security): no javascript:, data:, or protocol-relative "//host" tricks.
 */
export function safeLinkUrl(raw: string | null | undefined): string | null {
  const url = raw?.trim();
  if (!url) return null;
  if (url.startsWith("/")) {
    if (url.startsWith("//") || url.startsWith("/\\") || /[\u0000-\u001f\s]/.test(url)) return null;
    return url;
  }
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** SPEC §5: a URL starting with http opens in a new tab; anything else navigates in the app. */
export function isExternalUrl(url: string): boolean {
  return /^https?:/i.test(url);
}
