/**
 * Holds the menu's place while it streams in, roughly its shape, so nothing jumps when it lands.
 * One pulse for the whole placeholder: a pulse per block cost a composited layer and an animation
 * each (35 of them) while the page was still painting for the first time.
 */
export function MenuSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the menu" role="status" className="mx-auto max-w-7xl animate-pulse px-5 sm:px-8">
      <div className="flex flex-wrap justify-center gap-2 pt-12 pb-4 lg:pt-16">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="h-11 w-28 bg-ivory/5" />
        ))}
      </div>
      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-16">
        <div className="hidden space-y-4 pt-10 lg:block">
          {Array.from({ length: 7 }, (_, i) => (
            <div key={i} className="h-6 w-44 bg-ivory/5" />
          ))}
        </div>
        <div className="pt-14">
          {Array.from({ length: 2 }, (_, s) => (
            <div key={s} className="mb-16">
              <div className="h-3 w-40 bg-gold/15" />
              <div className="mt-4 h-10 w-64 bg-ivory/10" />
              <div className="mt-4 h-4 w-full max-w-xl bg-ivory/5" />
              {Array.from({ length: 4 }, (_, i) => (
                <div key={i} className="mt-8 space-y-3 border-b border-ivory/5 pb-6">
                  <div className="flex justify-between gap-6">
                    <div className="h-7 w-56 bg-ivory/10" />
                    <div className="h-7 w-16 bg-gold/15" />
                  </div>
                  <div className="h-4 w-full max-w-lg bg-ivory/5" />
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
