import NextAuth from "next-auth";
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { authConfig } from "@/lib/auth/config";
import { adminGateDecision, isGuardedAdminPath } from "@/lib/auth/rules";

/**
 * Edge middleware. On /admin it redirects early on what the session cookie says (signed out →
 * /admin/auth, not an admin → /admin/access-denied); it is an early redirect only: requireAdmin()
 * in every admin page, action and route handler makes the real decision against the database.
 * Elsewhere it forwards the requested path, which the 404 page logs.
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

export default async function middleware(request: NextRequest, event: NextFetchEvent) {
  if (!isGuardedAdminPath(request.nextUrl.pathname)) return forwardPath(request);
  const response = await adminGate(request, event as never);
  // The gate only reads the session. Auth.js would re-issue the cookie here, and on a sign-out
  // (a server action posted to an admin page) that copy can outlive the action's deletion.
  if (!response) return forwardPath(request);
  response.headers.delete("set-cookie");
  return response;
}

/*
 * Two jobs, each on its own paths, so public pages and files never pay for the middleware:
 * - the admin gate on /admin;
 * - unknown paths: they end at the 404 page (app/global-not-found.tsx), which logs the path this
 *   forwards. The second matcher is every path that is not a public page, a file or an API route
 *   (tests/unit/middleware-matcher.test.ts keeps the list in step with app/ and public/).
 * api/admin/uploads stays outside both: with middleware in front, Next buffers a request body
 * only up to 10 MB, which would cut a large upload short (the route checks the admin itself).
 */
export const config = {
  matcher: [
    "/admin",
    "/admin/:path*",
    "/((?!$|_next/|api/|media/|hero/|images/|enquiry/|e2e/|(?:about|contact|events|experience|gallery|menu|online-ordering|reservations|robots\\.txt|sitemap\\.xml|icon\\.svg|opengraph-image|twitter-image)$).*)",
  ],
};
