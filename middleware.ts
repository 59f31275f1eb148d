import NextAuth from "next-auth";
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { authConfig } from "@/lib/auth/config";
import { adminGateDecision, isGuardedAdminPath } from "@/lib/auth/rules";
import { decodesAsPath, isCrossSiteActionPost, isReadableActionBody } from "@/lib/security/action-origin";

/**
 * Edge middleware. On /admin it redirects early on what the session cookie says (signed out →
 * /admin/auth, not an admin → /admin/access-denied); it is an early redirect only: requireAdmin()
 * in every admin page, action and route handler makes the real decision against the database.
 * Elsewhere it forwards the requested path, which the 404 page logs. A server action posted from
 * another site is refused here with 403 (Next would refuse it with a 500).
 */
const { auth } = NextAuth(authConfig);

function forwardPath(request: NextRequest) {
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-request-path", request.nextUrl.pathname);
  return NextResponse.next({ request: { headers: requestHeaders } });
}

const adminGate = auth((request) => {
  const session = request.auth ? { isAdmin: request.auth.user?.isAdmin } : null;
  const decision = adminGateDecision(request.nextUrl.pathname, session);
  if (decision.kind === "redirect") return NextResponse.redirect(new URL(decision.to, request.nextUrl.origin));
  return forwardPath(request);
});

function plain(status: number, text: string) {
  return new NextResponse(text, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}

export default async function middleware(request: NextRequest, event: NextFetchEvent) {
  // A path whose % escapes do not decode would fail the route's parameters with a 500.
  if (!decodesAsPath(request.nextUrl.pathname)) return plain(400, "That address is not valid.");
  if (request.headers.has("next-action")) {
    if (isCrossSiteActionPost(request.headers)) return plain(403, "A form on this site can only be sent from this site.");
    // Next answers a body it cannot decode with a 500: a hand-made post gets a 400 instead.
    if (!(await isReadableActionBody(request))) return plain(400, "That form could not be read. Please reload the page and send it again.");
  }
  if (!isGuardedAdminPath(request.nextUrl.pathname)) return forwardPath(request);
  const response = await adminGate(request, event as never);
  // The gate only reads the session. Auth.js would re-issue the cookie here, and on a sign-out
  // (a server action posted to an admin page) that copy can outlive the action's deletion.
  if (!response) return forwardPath(request);
  response.headers.delete("set-cookie");
  return response;
}

/*
 * Three jobs, each on its own requests, so public page views and files never pay for the middleware:
 * - the admin gate on /admin;
 * - unknown paths: they end at the 404 page (app/global-not-found.tsx), which logs the path this
 *   forwards. That matcher is every path that is not a public page, a file or an API route
 *   (tests/unit/middleware-matcher.test.ts keeps the list in step with app/ and public/);
 * - server-action posts (the Next-Action header) on any page: the cross-site check and a body
 *   Next can read;
 * - paths with a % escape under the routes that take path parameters: one that does not decode.
 * api/admin/uploads stays outside all three: with middleware in front, Next buffers a request body
 * only up to 10 MB, which would cut a large upload short (the route checks the admin itself).
 */
export const config = {
  matcher: [
    "/admin",
    "/admin/:path*",
    "/((?!$|_next/|api/|media/|hero/|images/|enquiry/|newsletter/|e2e/|(?:about|contact|events|experience|gallery|menu|menu/allergens|online-ordering|reservations|robots\\.txt|sitemap\\.xml|icon\\.svg|opengraph-image|twitter-image)$).*)",
    { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
    "/((?:api|media|hero|enquiry)/.*%.*)",
  ],
};
