// Pre-rendered public pages keep 'unsafe-inline' for scripts: they carry their RSC data in inline
// scripts written at build time or when staff change content, so no nonce can reach them and a hash
// would go stale at the next edit (docs/security.md). Pages rendered per request (the admin, the
// guests' own booking and waitlist pages, the no-JavaScript answers, unsubscribe) get a nonce
// instead. script-src-attr 'none' blocks injected event handlers everywhere.

import { CSP_REPORT_PATH } from "./csp-report";

export interface CspOrigins {
  storage?: string | null;
  signIn?: readonly string[];
  map?: readonly string[];
  development?: boolean;
}

type Directives = Record<string, string[]>;

/**
 * The one inline script React writes into a static shell (it times the reveal of streamed content).
 * A shell is made at build time, so it cannot carry a request's nonce; its hash lets it run.
 */
export const REVEAL_TIMING_SCRIPT = "requestAnimationFrame(function(){$RT=performance.now()});";
export const REVEAL_TIMING_SCRIPT_HASH = "'sha256-7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs='";

function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

function pageDirectives(o: CspOrigins, nonce?: string): Directives {
  const storage = o.storage ? [o.storage] : [];
  const inline = nonce ? [`'nonce-${nonce}'`, REVEAL_TIMING_SCRIPT_HASH] : ["'unsafe-inline'"];
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inline, ...(o.development ? ["'unsafe-eval'"] : [])],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...storage],
    "media-src": ["'self'", "blob:", ...storage],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...storage, ...(o.development ? ["ws:"] : [])],
    "frame-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
    "report-uri": [CSP_REPORT_PATH],
  };
}

export function pagePolicy(o: CspOrigins): string {
  return serialise(pageDirectives(o));
}

/** The pages rendered for each request, which take a nonce for their inline scripts. */
export function rendersPerRequest(pathname: string): boolean {
  return /^\/(?:admin(?:\/|$)|booking\/|waitlist\/|enquiry\/|newsletter\/unsubscribe$)/.test(pathname);
}

/** The policy of a page rendered per request, allowing only this response's inline scripts. */
export function perRequestPolicy(pathname: string, o: CspOrigins, nonce: string): string {
  const directives = pageDirectives(o, nonce);
  if (pathname === "/admin/auth") directives["form-action"] = ["'self'", ...(o.signIn ?? [])];
  return serialise(directives);
}

/** 128 random bits, as the CSP specification asks of a nonce. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The origins the policy names, from the environment: read at build time for next.config's headers
 * and per request by the middleware. SUPABASE_URL and AUTH_GOOGLE_ISSUER must be set for the build
 * as for the server, as Vercel does.
 */
export function cspOriginsFromEnv(development: boolean): CspOrigins {
  return {
    storage: originOf(process.env.SUPABASE_URL),
    signIn: [
      ...new Set(
        ["https://accounts.google.com", originOf(process.env.AUTH_GOOGLE_ISSUER)].filter(
          (o): o is string => o !== null,
        ),
      ),
    ],
    map: ["https://www.google.com", "https://maps.google.com"],
    development,
  };
}

export function mapPagePolicy(o: CspOrigins): string {
  return serialise({ ...pageDirectives(o), "frame-src": [...(o.map ?? [])] });
}

export function signInPagePolicy(o: CspOrigins): string {
  return serialise({ ...pageDirectives(o), "form-action": ["'self'", ...(o.signIn ?? [])] });
}

export function mediaPolicy(): string {
  return serialise({
    "default-src": ["'none'"],
    "img-src": ["'self'"],
    "media-src": ["'self'"],
    "style-src": ["'unsafe-inline'"],
    sandbox: [],
  });
}

export function originOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
