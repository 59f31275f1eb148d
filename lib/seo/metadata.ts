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
    openGraph: { ...siteOpenGraph, title: fullTitle, description, url: path, images: [shareImage] },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [shareImage] },
  };
}

/**
 * app/opengraph-image.tsx, named explicitly: a page that sets its own openGraph object would
 * otherwise drop the image inherited from the root segment.
 */
export const shareImage = {
  url: "/opengraph-image",
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}. Pakistani fine dining in Wigston, Leicester.`,
};

export const siteOpenGraph = {
  type: "website",
  siteName: site.name,
  locale: "en_GB",
} as const;
