import { cn } from "@/lib/utils";

export function PageHero({
  eyebrow,
  title,
  intro,
  className,
}: {
  eyebrow: string;
  title: string;
  intro?: string;
  className?: string;
}) {
  return (
    <section className={cn("relative overflow-hidden border-b border-gold/10 print:border-0", className)}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_50%_0%,rgba(201,164,92,0.16),transparent_60%),radial-gradient(ellipse_at_85%_100%,rgba(15,43,35,0.9),transparent_55%)] print:hidden"
      />
      <div className="relative mx-auto max-w-4xl px-5 py-20 text-center sm:px-8 sm:py-28 print:py-2">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="display mt-5 text-5xl leading-[1.05] text-ivory sm:text-6xl lg:text-7xl print:mt-1 print:text-3xl">
          {title}
        </h1>
        <div className="gold-rule mx-auto mt-8" aria-hidden="true" />
        {intro ? (
          <p className="mx-auto mt-8 max-w-2xl text-base leading-relaxed text-muted-ivory sm:text-lg print:mt-2 print:text-sm">
            {intro}
          </p>
        ) : null}
      </div>
    </section>
  );
}
