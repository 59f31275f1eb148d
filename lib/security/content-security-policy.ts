/**
 * The site's Content-Security-Policy, one header per kind of path, fixed at build time so
 * pre-rendered pages keep being served as they are.
 *
 * Why scripts keep 'unsafe-inline': a pre-rendered App Router page carries its server-component
 * data in inline scripts whose text changes with the content. A nonce needs a render per request
 * (the end of pre-rendering), and hashes would need the finished HTML of every page, which the
 * framework does not expose. What is still refused: scripts from any other origin, every inline
 * event-handler attribute (`script-src-attr 'none'`, the usual way injected markup runs code),
 * plugins, a changed <base>, forms that post elsewhere, and framing by other sites.
 */

export interface CspOrigins {
  /** Where uploaded media is served from and uploaded to, when not this site (Supabase Storage). */
  storage?: string | null;
  /** Where staff are sent to sign in (Google, or the tests' OpenID provider). */
  signIn?: readonly string[];
  /** The embedded map's origins. */
  map?: readonly string[];
  /** The development server evaluates code and talks over a WebSocket for hot reload. */
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
  };
}

/** Every page without a map or a sign-in form. */
export function pagePolicy(o: CspOrigins): string {
  return serialise(pageDirectives(o));
}

/** Pages that show the embedded map (/contact, /events). */
export function mapPagePolicy(o: CspOrigins): string {
  return serialise({ ...pageDirectives(o), "frame-src": [...(o.map ?? [])] });
}

/** The sign-in page: without JavaScript its form's answer is a redirect to the sign-in provider. */
export function signInPagePolicy(o: CspOrigins): string {
  return serialise({ ...pageDirectives(o), "form-action": ["'self'", ...(o.signIn ?? [])] });
}

/**
 * Stored media opened on its own (/media/…, /hero/…): nothing in such a file may run or load
 * anything, whatever it turns out to contain.
 */
export function mediaPolicy(): string {
  return serialise({ "default-src": ["'none'"], "img-src": ["'self'"], "media-src": ["'self'"], "style-src": ["'unsafe-inline'"], sandbox: [] });
}

/** The origin of a URL, or null when there is none to take. */
export function originOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
