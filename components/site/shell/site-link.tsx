import type { ComponentProps } from "react";

/**
 * The public site's link to one of its own pages: a plain <a>, which the page's one
 * `LinkNavigator` turns into a client-side navigation and prefetches once the guest shows intent.
 *
 * Not next/link: each of those is a client component with its own hooks, refs and effects, and a
 * public page carries 30-odd links (header, footer, calls to action). Hydrating them cost 50 to
 * 85 ms of main-thread work per page load on this project's test machine (medians of 7-11
 * alternating runs), for links that mostly never get clicked. A plain anchor hydrates as markup,
 * and before the scripts arrive (or without them) it simply loads the page.
 */
export function SiteLink(props: ComponentProps<"a"> & { href: string }) {
  return <a {...props} data-site-link="" />;
}
