import { isCrossSiteActionPost } from "@/lib/security/action-origin";

/** A post from another site, refused before anything is read; null for the site's own. */
export function crossSiteRefusal(request: Request): Response | null {
  return isCrossSiteActionPost(request.headers)
    ? new Response("A form on this site can only be sent from this site.", { status: 403 })
    : null;
}

/** After a signed link's page posts: back to that page, never cached, its query saying what happened. */
export function backToSignedPage(path: string, token: string, query: Record<string, string>): Response {
  const qs = new URLSearchParams(query).toString();
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${path}/${encodeURIComponent(token)}${qs ? `?${qs}` : ""}`,
      "Cache-Control": "no-store",
    },
  });
}
