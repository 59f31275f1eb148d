import { NextResponse, type NextRequest } from "next/server";

/**
 * Edge middleware. For now it only forwards the requested path (the 404 page logs it); the
 * admin gate joins it with the staff sign-in work.
 */
export default function middleware(request: NextRequest) {
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-request-path", request.nextUrl.pathname);
  return NextResponse.next({ request: { headers: requestHeaders } });
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|media/|favicon.ico|icon|apple-icon|robots.txt|sitemap.xml).*)"],
};
