import NextAuth from "next-auth";
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { authConfig } from "@/lib/auth/config";
import { adminGateDecision, isGuardedAdminPath } from "@/lib/auth/rules";
import { env } from "@/lib/env";
import { REQUEST_PATH_HEADER, REQUEST_PATH_PROOF_HEADER, requestPathProof } from "@/lib/security/request-path";
import {
  cspOriginsFromEnv,
  newNonce,
  perRequestPolicy,
  rendersPerRequest,
} from "@/lib/security/content-security-policy";
import {
  decodesAsPath,
  isCrossSiteActionPost,
  isOversizedActionBody,
  isReadableActionBody,
} from "@/lib/security/action-origin";

const { auth } = NextAuth(authConfig);

const CSP = "content-security-policy";

async function forwardPath(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(REQUEST_PATH_HEADER, pathname);
  requestHeaders.set(REQUEST_PATH_PROOF_HEADER, await requestPathProof(env().authSecret));
  // Next reads the nonce from the request's policy and writes it on the scripts it renders.
  const policy = rendersPerRequest(pathname)
    ? perRequestPolicy(pathname, cspOriginsFromEnv(process.env.NODE_ENV === "development"), newNonce())
    : null;
  if (policy) requestHeaders.set(CSP, policy);
  else requestHeaders.delete(CSP);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  if (policy) response.headers.set(CSP, policy);
  return response;
}

const adminGate = auth((request) => {
  const session = request.auth ? { isAdmin: request.auth.user?.isAdmin } : null;
  const decision = adminGateDecision(request.nextUrl.pathname, session);
  if (decision.kind === "redirect") return NextResponse.redirect(new URL(decision.to, request.nextUrl.origin));
  return forwardPath(request);
});

function plain(status: number, text: string) {
  return new NextResponse(text, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

export default async function middleware(request: NextRequest, event: NextFetchEvent) {
  // A path whose % escapes do not decode would fail the route's parameters with a 500.
  if (!decodesAsPath(request.nextUrl.pathname)) return plain(400, "That address is not valid.");
  if (request.headers.has("next-action")) {
    if (isCrossSiteActionPost(request.headers))
      return plain(403, "A form on this site can only be sent from this site.");
    if (await isOversizedActionBody(request)) return plain(413, "That form is too large to send.");
    // Next answers a body it cannot decode with a 500: a hand-made post gets a 400 instead.
    if (!(await isReadableActionBody(request)))
      return plain(400, "That form could not be read. Please reload the page and send it again.");
  }
  if (!isGuardedAdminPath(request.nextUrl.pathname)) return forwardPath(request);
  const response = await adminGate(request, event as never);
  // The gate only reads the session. Auth.js would re-issue the cookie here, and on a sign-out
  // (a server action posted to an admin page) that copy can outlive the action's deletion.
  if (!response) return forwardPath(request);
  response.headers.delete("set-cookie");
  return response;
}

// Pre-rendered public pages and files skip the middleware; pages rendered per request take it for their
// nonce. api/admin/uploads stays outside too: behind middleware
// Next buffers a body only up to 10 MB, which would cut a large upload short.
export const config = {
  matcher: [
    "/admin",
    "/admin/:path*",
    "/((?!$|_next/|api/|media/|hero/|images/|booking$|waitlist$|e2e/|(?:about|contact|events|experience|gallery|menu|menu/allergens|online-ordering|privacy|reservations|reservations/waitlist|robots\\.txt|sitemap\\.xml|icon\\.svg|opengraph-image|twitter-image)$).*)",
    { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
    "/((?:api|media|hero|enquiry)/.*%.*)",
  ],
};
