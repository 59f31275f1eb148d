import type { Metadata, ResolvingMetadata } from "next";
import { getSiteSettings } from "@/lib/data/site-settings";
import { site } from "@/lib/site";
import type { SiteSettings } from "@/lib/site-settings/types";

interface PageMetadataInput {
  title: string;
  /** A function when it names an editable fact (the phone): read from the cached settings. */
  description: string | ((settings: SiteSettings) => string);
  path: string;
}

/**
 * Title, description, canonical and Open Graph for one public page, as a `generateMetadata`.
 * Next replaces a parent's `openGraph` wholesale when a page sets its own (file-based
 * opengraph-image included), so the page carries the parent's images over explicitly: whatever the
 * site-wide default image is, every page keeps it.
 */
export function pageMetadata({ title, description: describe, path }: PageMetadataInput) {
  return async function generateMetadata(_props: unknown, parent: ResolvingMetadata): Promise<Metadata> {
    const inherited = await parent;
    const description = typeof describe === "string" ? describe : describe(await getSiteSettings());
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
        images: inherited.openGraph?.images ?? [],
      },
    };
  };
}
