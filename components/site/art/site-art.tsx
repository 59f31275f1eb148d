import { clsx } from "clsx";
import { SITE_ART, type SiteArtName } from "./site-art-manifest";

export type { SiteArtName };

interface SiteArtProps {
  name: SiteArtName;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

export function SiteArt({ name, alt, sizes, priority = false, className }: SiteArtProps) {
  const art = SITE_ART[name];
  const largest = art.widths[art.widths.length - 1];
  return (
    // A plain img: the files are pre-encoded at fixed widths, and next/image would drop the srcset.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={`/images/site/${name}-${largest}.webp`}
      srcSet={art.widths.map((w) => `/images/site/${name}-${w}.webp ${w}w`).join(", ")}
      sizes={sizes}
      width={art.width}
      height={art.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "sync" : "async"}
      className={clsx("h-auto w-full bg-charcoal object-cover", className)}
    />
  );
}
