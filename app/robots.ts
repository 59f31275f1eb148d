import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { env } from "@/lib/env";

/** Staff pages and API routes are not for search engines; everything else is. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // Per request, so the sitemap address follows this deployment's SITE_URL rather than the build's.
  await connection();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api/"] }],
    sitemap: `${env().SITE_URL}/sitemap.xml`,
  };
}
