import type { ReactNode } from "react";
import { connection } from "next/server";
import type { PageQuery } from "./search-params";

interface SignedLinkRouteProps {
  params: Promise<{ token: string }>;
  searchParams: Promise<PageQuery>;
}

/**
 * The route of a page a guest opens from an e-mail's signed link. It reads per request
 * (`connection()` keeps it out of any prerender) and only shows: every change is a button that
 * posts, so a mail scanner opening the link changes nothing.
 */
export function signedLinkPage(Body: (props: { token: string; rawQuery: PageQuery }) => Promise<ReactNode>) {
  return async function SignedLinkRoute({ params, searchParams }: SignedLinkRouteProps) {
    await connection();
    const [{ token }, query] = await Promise.all([params, searchParams]);
    return <Body token={token} rawQuery={query} />;
  };
}
