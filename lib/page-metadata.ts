import type { Metadata } from "next";
import { site } from "@/lib/site";

/**
 * Title, description, canonical and Open Graph for one public page. Open Graph images are left to
 * the site-wide defaults (a page that sets `images` would replace them).
 */
export function pageMetadata({ title, description, path }: { title: string; description: string; path: string }): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: `${title} | ${site.name}`,
      description,
      url: path,
      siteName: site.name,
      locale: "en_GB",
      type: "website",
    },
  };
}
