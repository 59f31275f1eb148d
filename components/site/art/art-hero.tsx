import { cn } from "@/lib/utils";
import { settleClass } from "@/components/site/content/reveal";
import { SiteArt, type SiteArtName } from "./site-art";

interface ArtHeroProps {
  art: SiteArtName;
  eyebrow: string;
  title: string;
  intro?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
  /** False where the page's own first lines matter more on a phone's first screen (the booking form). */
  introOnPhones?: boolean;
}

export function ArtHero({ art, eyebrow, title, intro, children, className, introOnPhones = true }: ArtHeroProps) {
  return (
    <section
      className={cn("relative isolate flex min-h-[68svh] items-end overflow-hidden sm:min-h-[72svh]", className)}
    >
      <SiteArt name={art} alt="" priority sizes="100vw" className="absolute inset-0 -z-20 !h-full" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_top,rgba(15,13,11,0.97)_0%,rgba(15,13,11,0.75)_40%,rgba(15,13,11,0.3)_78%,rgba(15,13,11,0.5)_100%)]"
      />
      <div className={cn("mx-auto w-full max-w-7xl px-5 pt-28 pb-14 sm:px-8 sm:pb-20", settleClass)}>
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="display mt-5 max-w-4xl text-5xl leading-[1.03] text-ivory sm:text-7xl">{title}</h1>
        <div className="gold-rule mt-8" aria-hidden="true" />
        {intro ? (
          <div
            className={cn(
              "mt-8 max-w-xl text-base leading-relaxed text-parchment sm:text-lg",
              !introOnPhones && "hidden sm:block",
            )}
          >
            {intro}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
