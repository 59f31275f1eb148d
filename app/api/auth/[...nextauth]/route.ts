import type { NextRequest } from "next/server";
import { handlers } from "@/lib/auth";
import { env } from "@/lib/env";
import { ADMIN_SIGN_IN_PATH, SIGN_IN_THROTTLED_CODE } from "@/lib/auth/rules";
import { thisSignInAllowed } from "@/lib/auth/sign-in-throttle";

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

// Auth.js's own endpoints start a sign-in without our actions: they count as attempts too.
const SIGN_IN_STARTS = /^\/api\/auth\/(?:signin|callback)\/[^/]+$/;

export async function POST(request: NextRequest) {
  if (SIGN_IN_STARTS.test(request.nextUrl.pathname)) {
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    const email = form?.get("email");
    if (
      !(await thisSignInAllowed({ email: typeof email === "string" ? email : undefined, headers: request.headers }))
    ) {
      return signInRefused(request);
    }
  }
  return handlers.POST(await withRequestedHost(request));
}

function signInRefused(request: NextRequest): Response {
  const location = `${ADMIN_SIGN_IN_PATH}?error=${SIGN_IN_THROTTLED_CODE}`;
  // Auth.js's client asks for JSON and follows the url it names; a plain form post follows the redirect.
  if (request.headers.get("x-auth-return-redirect") === "1") {
    return Response.json({ url: new URL(location, request.nextUrl.origin).href }, { status: 429 });
  }
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}
