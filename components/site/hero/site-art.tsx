import { clsx } from "clsx";
import { SITE_ART, type SiteArtName } from "./site-art-manifest";

export type { SiteArtName };

interface SiteArtProps {
  name: SiteArtName;
  alt: string;
  /** The `sizes` attribute: how wide the image shows, so phones fetch the small file. */
  sizes: string;
  /** Above the fold: load eagerly with high priority (the hero); everything else is lazy. */
  priority?: boolean;
  className?: string;
}

/**
 * The site's own generated artwork (scripts/render-site-art.ts), served as pre-encoded responsive
 * WebP with its intrinsic width and height, so it reserves its space and never shifts the layout.
 */
export function SiteArt({ name, alt, sizes, priority = false, className }: SiteArtProps) {
  const art = SITE_ART[name];
  const largest = art.widths[art.widths.length - 1];
  return (
    // A plain img: the images are pre-encoded at fixed widths (next.config sets images.unoptimized),
    // so next/image would add nothing but would drop the srcset.
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
