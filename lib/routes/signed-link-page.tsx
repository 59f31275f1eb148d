import type { ReactNode } from "react";
import { connection } from "next/server";

export type LinkQuery = Record<string, string | string[] | undefined>;

interface SignedLinkRouteProps {
  params: Promise<{ token: string }>;
  searchParams: Promise<LinkQuery>;
}

/**
 * The route of a page a guest opens from an e-mail's signed link. It reads per request
 * (`connection()` keeps it out of any prerender) and only shows: every change is a button that
 * posts, so a mail scanner opening the link changes nothing.
 */
export function signedLinkPage(Body: (props: { token: string; rawQuery: LinkQuery }) => Promise<ReactNode>) {
  return async function SignedLinkRoute({ params, searchParams }: SignedLinkRouteProps) {
    await connection();
    const [{ token }, query] = await Promise.all([params, searchParams]);
    return <Body token={token} rawQuery={query} />;
  };
}
