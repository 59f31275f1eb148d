import type { NextRequest } from "next/server";
import { handlers } from "@/lib/auth";
import { env } from "@/lib/env";

// Next reports loopback hosts as "localhost" while a sign-in started from an action uses the Host header,
// so the OAuth redirect_uri would not match: without AUTH_URL, hand Auth.js the URL the browser used.
function withRequestedHost(request: NextRequest): Promise<NextRequest> | NextRequest {
  if (env().AUTH_URL) return request;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (!host) return request;
  const proto = request.headers.get("x-forwarded-proto") ?? request.nextUrl.protocol.replace(/:$/, "");
  const url = new URL(request.nextUrl.pathname + request.nextUrl.search, `${proto}://${host}`);
  if (url.origin === request.nextUrl.origin) return request;
  return (async () => {
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
    // A plain Request: a NextRequest would rename the host to "localhost" again.
    return new Request(url, { method: request.method, headers: request.headers, body }) as NextRequest;
  })();
}

export async function GET(request: NextRequest) {
  return handlers.GET(await withRequestedHost(request));
}

export async function POST(request: NextRequest) {
  return handlers.POST(await withRequestedHost(request));
}
