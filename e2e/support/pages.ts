/** The public site's pages, each reachable from the site navigation. */
export const SITE_PAGES = [
  "/",
  "/menu",
  "/gallery",
  "/events",
  "/reservations",
  "/contact",
  "/about",
  "/experience",
  "/online-ordering",
];
