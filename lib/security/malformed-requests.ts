import "server-only";
import http, { type IncomingHttpHeaders } from "node:http";
import { createRequire } from "node:module";
import { ACTION_BODY_LIMIT, isCrossSiteActionPost } from "./action-origin";

export interface Refusal {
  status: 400 | 403 | 405 | 413;
  text: string;
  headers?: Record<string, string>;
}

export interface IncomingRequestLike {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

const FORM_BODY = /^\s*(?:multipart\/form-data|application\/x-www-form-urlencoded)/i;
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

/**
 * Requests Next would answer with a 500 (or let past the action checks), refused before they reach
 * it. Pre-rendered pages never pass through the middleware, so this runs on the server's requests.
 */
export function refusalFor(req: IncomingRequestLike, routerStateIsValid: (value: string) => boolean): Refusal | null {
  const method = (req.method ?? "GET").toUpperCase();
  if (REFUSED_METHODS.has(method)) {
    return { status: 405, text: "That method is not allowed.", headers: { Allow: "GET, HEAD, POST" } };
  }
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
  const routerState = req.headers["next-router-state-tree"];
  if (routerState !== undefined && (Array.isArray(routerState) || !routerStateIsValid(routerState))) {
    return { status: 400, text: "That request could not be read. Please reload the page." };
  }
  if (method !== "POST") return null;
  const path = (req.url ?? "/").split("?")[0] ?? "/";
  const carriesAction = header("next-action") !== undefined;
  // A form's post to a page may name its action in a field instead of the header: the same checks apply.
  const formToPage = !path.startsWith("/api/") && FORM_BODY.test(header("content-type") ?? "");
  if (!carriesAction && !formToPage) return null;
  if (isCrossSiteActionPost({ get: (name: string) => header(name.toLowerCase()) ?? null })) {
    return { status: 403, text: "A form on this site can only be sent from this site." };
  }
  const length = Number(header("content-length") ?? "0");
  if (Number.isFinite(length) && length > ACTION_BODY_LIMIT) {
    return { status: 413, text: "That form is too large to send." };
  }
  return null;
}

type RouterStateParser = (value: string) => unknown;

/** Next's own reading of the header, so the two never disagree about what is well formed. */
export function nextRouterStateValidator(): (value: string) => boolean {
  let parse: RouterStateParser | null = null;
  try {
    const load = createRequire(import.meta.url);
    parse = (
      load("next/dist/server/app-render/parse-and-validate-flight-router-state") as {
        parseAndValidateFlightRouterState: RouterStateParser;
      }
    ).parseAndValidateFlightRouterState;
  } catch {
    parse = (value) => JSON.parse(decodeURIComponent(value));
  }
  return (value) => {
    try {
      parse(value);
      return true;
    } catch {
      return false;
    }
  };
}

/** More than this, still arriving after the refusal, and the connection is cut instead of read. */
const MOST_DROPPED_BYTES = 16 * 1024 * 1024;

/**
 * Reads and drops what remains of a refused request's body. Closing the connection while the client
 * is still sending makes its system reset it, and the reset can discard the refusal before the
 * client reads it: the client would see a broken connection instead of the 413.
 */
function dropBody(req: http.IncomingMessage) {
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > MOST_DROPPED_BYTES) req.socket.destroy();
  });
  req.resume();
}

let installed = false;

export function guardIncomingRequests(): void {
  if (installed) return;
  installed = true;
  const routerStateIsValid = nextRouterStateValidator();
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      const refusal = refusalFor(req, routerStateIsValid);
      if (refusal) {
        res.writeHead(refusal.status, {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
          "X-Content-Type-Options": "nosniff",
          ...refusal.headers,
        });
        res.end(refusal.text);
        dropBody(req);
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
