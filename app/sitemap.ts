import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { env } from "@/lib/env";
import { publicRoutes } from "@/lib/site";

const PRIORITY: Record<string, number> = { "/": 1, "/menu": 0.9, "/reservations": 0.9 };

/** Every public route, as absolute URLs on this deployment's SITE_URL. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const base = env().SITE_URL;
  return [...publicRoutes, "/menu/allergens", "/privacy"].map((route) => ({
    url: route === "/" ? `${base}/` : `${base}${route}`,
    changeFrequency: route === "/menu" || route === "/" ? "weekly" : "monthly",
    priority: PRIORITY[route] ?? 0.7,
  }));
}
