// Who the passkeys belong to (the WebAuthn "relying party"): a browser signs its answer for the page's
// origin, and a passkey works only on the domain it was made for (its RP ID).

export interface RelyingParty {
  /** The domain the passkeys are made for: the site's host name, never an IP address (WebAuthn refuses one). */
  id: string;
  /** The exact origin the browser must report. */
  origin: string;
  name: string;
}

export const RELYING_PARTY_NAME = "47 Restaurant admin";

const isIpAddress = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith("[");

/**
 * The relying party for a request from `requestOrigin` (the Origin header Next has already matched
 * to the host) on a site whose address is `siteUrl`: the site's domain, from the site itself or one
 * of its subdomains; "localhost" on a developer's machine. Any other origin gets none, so a request
 * through an unexpected host name cannot make passkeys for that name.
 */
export function relyingPartyFor(requestOrigin: string | null | undefined, siteUrl: string): RelyingParty | null {
  if (!requestOrigin) return null;
  let request: URL;
  let site: URL;
  try {
    request = new URL(requestOrigin);
    site = new URL(siteUrl);
  } catch {
    return null;
  }
  if (request.protocol !== "https:" && request.protocol !== "http:") return null;
  const host = request.hostname.toLowerCase();
  if (host === "localhost") return { id: "localhost", origin: request.origin, name: RELYING_PARTY_NAME };
  const siteHost = site.hostname.toLowerCase();
  if (isIpAddress(siteHost) || request.protocol !== site.protocol) return null;
  if (host !== siteHost && !host.endsWith(`.${siteHost}`)) return null;
  return { id: siteHost, origin: request.origin, name: RELYING_PARTY_NAME };
}
