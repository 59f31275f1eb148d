/**
 * Whether a server-action post comes from another site. The same rule Next applies to every
 * action (the Origin's host must be the request's own host: X-Forwarded-Host's first entry, else
 * Host), checked in the middleware so a refused post gets a plain 403: Next refuses it too, but
 * answers 500. A post with no Origin is left to Next, which lets it through for old browsers as
 * it always has. An Origin that is not a URL ("null" from a sandboxed frame) is another site.
 */
export function isCrossSiteActionPost(headers: Pick<Headers, "get">): boolean {
  const origin = headers.get("origin");
  if (origin === null) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  const host = forwarded || headers.get("host")?.trim();
  return !host || originHost !== host;
}

/** Whether every % escape in a path decodes (a lone "%" or a broken UTF-8 sequence does not). */
export function decodesAsPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a server action's body is one Next can decode. React's reply format: either JSON text
 * (the arguments), or a form whose field "0" holds that JSON and whose other fields hold the parts
 * it points at ("$K1" is a FormData argument made of the fields named "_1_…"). Next fails with a 500
 * on anything else (no field "0", arguments that are not a list, a pointer to a missing part), so
 * such a post is refused before it gets there. Read from a copy, so the action still gets the
 * body; action bodies are small (2 MB at most).
 */
export async function isReadableActionBody(request: Request): Promise<boolean> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
      const form = await request.clone().formData();
      const root = form.get("0");
      return typeof root === "string" && isArguments(JSON.parse(root), (id) => form.has(id));
    }
    return isArguments(JSON.parse(await request.clone().text()), () => false);
  } catch {
    return false;
  }
}

// Values the format writes as "$"-strings with nothing else to look up, and the "$$" escape of a
// literal "$".
const SELF_CONTAINED = /^\$(?:\$|undefined$|Infinity$|-Infinity$|NaN$|-0$|D|n)/;
// A pointer to part <hex id>, with an optional one-letter kind ("$Q1" a Map, "$K1" a FormData).
const POINTER = /^\$([A-Za-z@]?)([0-9a-f]+)$/;

function isArguments(args: unknown, hasPart: (id: string) => boolean): boolean {
  return typeof args === "object" && args !== null && !pointsAtMissingPart(args, hasPart, 0);
}

function pointsAtMissingPart(value: unknown, hasPart: (id: string) => boolean, depth: number): boolean {
  if (depth > 64) return true;
  if (typeof value === "string") {
    if (!value.startsWith("$") || SELF_CONTAINED.test(value)) return false;
    const pointer = POINTER.exec(value);
    if (!pointer) return true;
    // A FormData argument is the fields with its prefix: none at all is an empty form.
    if (pointer[1] === "K") return false;
    return !hasPart(String(parseInt(pointer[2] ?? "", 16)));
  }
  if (typeof value !== "object" || value === null) return false;
  return Object.values(value).some((v) => pointsAtMissingPart(v, hasPart, depth + 1));
}
