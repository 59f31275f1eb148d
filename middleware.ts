import NextAuth from "next-auth";
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { authConfig } from "@/lib/auth/config";
import { adminGateDecision, isGuardedAdminPath } from "@/lib/auth/rules";

/**
 * Edge middleware: forwards the requested path (the 404 page logs it) and, on /admin, redirects
 * early on what the session cookie says (signed out → /admin/auth, not an admin →
 * /admin/access-denied). It is an early redirect only: requireAdmin() in every admin page,
 * action and route handler makes the real decision against the database.
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

// Only guarded admin paths pay for reading the session cookie; public pages never touch it.
export default async function middleware(request: NextRequest, event: NextFetchEvent) {
  if (!isGuardedAdminPath(request.nextUrl.pathname)) return forwardPath(request);
  const response = await adminGate(request, event as never);
  // The gate only reads the session. Auth.js would re-issue the cookie here, and on a sign-out
  // (a server action posted to an admin page) that copy can outlive the action's deletion.
  if (!response) return forwardPath(request);
  response.headers.delete("set-cookie");
  return response;
}

// api/admin/uploads is left out: with middleware in front, Next buffers a request body only up to
// 10 MB, which would silently cut a large upload short. That route checks the admin itself.
export const config = {
  matcher: ["/((?!_next/static|_next/image|media/|api/admin/uploads|favicon.ico|icon|apple-icon|robots.txt|sitemap.xml).*)"],
};
