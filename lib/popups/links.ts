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
