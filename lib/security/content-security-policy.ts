// Scripts keep 'unsafe-inline': pre-rendered pages carry their RSC data in inline scripts, and a nonce
// would need a render per request. script-src-attr 'none' still blocks injected event handlers.

import { CSP_REPORT_PATH } from "./csp-report";

export interface CspOrigins {
  storage?: string | null;
  signIn?: readonly string[];
  map?: readonly string[];
  development?: boolean;
}

type Directives = Record<string, string[]>;

function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

function pageDirectives(o: CspOrigins): Directives {
  const storage = o.storage ? [o.storage] : [];
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(o.development ? ["'unsafe-eval'"] : [])],
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
