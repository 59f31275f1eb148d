// Only http(s) URLs or single-slash paths: no javascript:, data: or protocol-relative //host.
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

export function isExternalUrl(url: string): boolean {
  return /^https?:/i.test(url);
}

export const LINK_MESSAGE =
  "Use a web address starting https:// or http://, or a path on this site starting with a single /.";

/** A link a staff member may put behind a button or in rich text: http(s) or a path on this site. */
export function isAllowedCtaUrl(url: string): boolean {
  const value = url.trim();
  if (!value) return false;
  if (!value.startsWith("/") && !/^https?:\/\//i.test(value)) return false;
  return safeLinkUrl(value) !== null;
}

export function isAllowedImageUrl(url: string): boolean {
  const value = url.trim();
  if (value.startsWith("/media/")) return safeLinkUrl(value) !== null && !value.includes("..");
  return /^https:\/\//i.test(value) && safeLinkUrl(value) !== null;
}
