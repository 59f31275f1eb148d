import { publicRoutes } from "@/lib/site";

export type PublicRoute = (typeof publicRoutes)[number];

const LABELS: Record<PublicRoute, string> = {
  "/": "Home",
  "/about": "About",
  "/menu": "Menu",
  "/reservations": "Reservations",
  "/events": "Events",
  "/online-ordering": "Online ordering",
  "/gallery": "Gallery",
  "/contact": "Contact",
  "/experience": "Experience",
};

export const POPUP_PAGES: ReadonlyArray<{ path: PublicRoute; label: string }> = publicRoutes.map((path) => ({
  path,
  label: LABELS[path],
}));

export function pageLabel(path: string): string {
  return LABELS[path as PublicRoute] ?? path;
}

export function isPublicRoute(path: string): path is PublicRoute {
  return (publicRoutes as readonly string[]).includes(path);
}
