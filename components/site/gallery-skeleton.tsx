const HEIGHTS = ["aspect-[3/2]", "aspect-[4/5]", "aspect-[3/2]", "aspect-[4/5]", "aspect-[3/2]", "aspect-[3/2]", "aspect-[4/5]", "aspect-[3/2]", "aspect-[4/5]"];

/** SPEC §9: nine placeholders while the gallery loads, pulsing together (one animation, not 14). */
export function GallerySkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the gallery" className="mx-auto max-w-7xl animate-pulse px-5 sm:px-8">
      <div className="flex flex-wrap justify-center gap-2 pt-12 pb-10 lg:pt-16">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="h-11 w-24 bg-ivory/5" />
        ))}
      </div>
      <ul className="columns-1 gap-4 sm:columns-2 lg:columns-3 lg:gap-5">
        {HEIGHTS.map((h, i) => (
          <li key={i} data-testid="gallery-placeholder" className={`mb-4 break-inside-avoid bg-ivory/5 lg:mb-5 ${h}`} />
        ))}
      </ul>
    </div>
  );
}
