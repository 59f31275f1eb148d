import type { Metadata } from "next";
import { getSiteSettings, type SiteSettings } from "@/features/settings";
import { site } from "@/lib/site";

interface PageMetadataInput {
  title: string;
  description: string | ((settings: SiteSettings) => string);
  path: string;
  absoluteTitle?: boolean;
}

// Next replaces (does not merge) a parent's openGraph, so each page gets the whole set.
export function pageMetadata({ title, description: describe, path, absoluteTitle }: PageMetadataInput) {
  return async function generateMetadata(): Promise<Metadata> {
    const description = typeof describe === "string" ? describe : describe(await getSiteSettings());
    const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
    return {
      title: absoluteTitle ? { absolute: title } : title,
      description,
      alternates: { canonical: path },
      openGraph: { ...siteOpenGraph, title: fullTitle, description, url: path, images: [shareImage] },
      twitter: { card: "summary_large_image", title: fullTitle, description, images: [shareImage] },
    };
  };
}

// Named explicitly: a page that sets its own openGraph would otherwise drop the inherited image.
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
