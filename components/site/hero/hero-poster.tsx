export interface HeroPoster {
  webp: string;
  avif: string | null;
  width: number;
  height: number;
  alt: string;
  portrait?: { webp: string; avif: string; width: number; height: number };
}

const PORTRAIT_SCREEN = "(max-aspect-ratio: 3/4)";

export function HeroPosterPicture({ poster }: { poster: HeroPoster }) {
  return (
    <picture>
      {poster.portrait ? (
        <>
          <source
            media={PORTRAIT_SCREEN}
            type="image/avif"
            srcSet={poster.portrait.avif}
            width={poster.portrait.width}
            height={poster.portrait.height}
          />
          <source
            media={PORTRAIT_SCREEN}
            type="image/webp"
            srcSet={poster.portrait.webp}
            width={poster.portrait.width}
            height={poster.portrait.height}
          />
        </>
      ) : null}
      {poster.avif ? <source type="image/avif" srcSet={poster.avif} /> : null}
      <img
        src={poster.webp}
        width={poster.width}
        height={poster.height}
        alt={poster.alt}
        fetchPriority="high"
        decoding="sync"
        data-testid="hero-poster"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
    </picture>
  );
}
