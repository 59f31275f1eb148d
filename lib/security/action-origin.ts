// Next refuses a cross-site action too, but with a 500: the middleware checks it first for a plain 403.
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

export function decodesAsPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

// Next answers a body it cannot decode with a 500, so such a post is refused before it gets there.
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

const SELF_CONTAINED = /^\$(?:\$|undefined$|Infinity$|-Infinity$|NaN$|-0$|D|n)/;
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
    if (pointer[1] === "K") return false;
    return !hasPart(String(parseInt(pointer[2] ?? "", 16)));
  }
  if (typeof value !== "object" || value === null) return false;
  return Object.values(value).some((v) => pointsAtMissingPart(v, hasPart, depth + 1));
}

export const ACTION_BODY_LIMIT = 2 * 1024 * 1024;

// Next answers an action body over its limit with a 500 where the limit is met outside the action.
export async function isOversizedActionBody(request: Request): Promise<boolean> {
  const declared = request.headers.get("content-length");
  if (declared !== null) return Number(declared) > ACTION_BODY_LIMIT;
  try {
    return (await request.clone().arrayBuffer()).byteLength > ACTION_BODY_LIMIT;
  } catch {
    return false;
  }
}
