import type { Metadata } from "next";
import { site } from "@/lib/site";

/**
 * A public page's metadata: title, description, canonical URL and matching Open Graph / Twitter
 * fields. Next replaces (does not merge) a parent's openGraph object, so each page gets the whole set;
 * the share image itself comes from app/opengraph-image.tsx.
 */
export function pageMetadata({ title, description, path, absoluteTitle }: { title: string; description: string; path: string; absoluteTitle?: boolean }): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { ...siteOpenGraph, title: fullTitle, description, url: path },
    twitter: { card: "summary_large_image", title: fullTitle, description },
  };
}

export const siteOpenGraph = {
  type: "website",
  siteName: site.name,
  locale: "en_GB",
} as const;
