import type { ComponentProps } from "react";

/**
 * The public site's link to one of its own pages: a plain <a>, which the page's one
 * `LinkNavigator` turns into a client-side navigation and prefetches once the guest shows intent.
 *
 * Not next/link: each of those is a client component that hydrates and prefetches the pages in
 * view, on 30-odd links a page, most never clicked; a plain anchor hydrates as markup (see
 * docs/performance.md).
 */
export function SiteLink(props: ComponentProps<"a"> & { href: string }) {
  return <a {...props} data-site-link="" />;
}
