export interface HeroPoster {
  webp: string;
  avif: string | null;
  width: number;
  height: number;
  alt: string;
  portrait?: { webp: string; avif: string; width: number; height: number };
}

const PORTRAIT_SCREEN = "(max-aspect-ratio: 3/4)";

// AVIF first: the browser takes the first source whose media and type it supports.
function PortraitSources({ portrait }: { portrait: NonNullable<HeroPoster["portrait"]> }) {
  return (["avif", "webp"] as const).map((format) => (
    <source
      key={format}
      media={PORTRAIT_SCREEN}
      type={`image/${format}`}
      srcSet={portrait[format]}
      width={portrait.width}
      height={portrait.height}
    />
  ));
}

export function HeroPosterPicture({ poster }: { poster: HeroPoster }) {
  return (
    <picture>
      {poster.portrait ? <PortraitSources portrait={poster.portrait} /> : null}
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
