import { cn } from "@/lib/utils";

interface ChapterHeadingProps {
  /** The section's place on the page: "01", "02"… */
  number: string;
  label: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  id?: string;
  align?: "left" | "center";
  className?: string;
}

/** The recurring motif of the inner pages: a numbered eyebrow, a display heading and a thin gold rule. */
export function ChapterHeading({ number, label, title, intro, id, align = "left", className }: ChapterHeadingProps) {
  const centred = align === "center";
  return (
    <header className={cn(centred && "text-center", className)}>
      <p className="eyebrow flex items-center gap-3" style={centred ? { justifyContent: "center" } : undefined}>
        <span className="font-display text-lg tracking-normal text-gold [font-variant-numeric:lining-nums]">{number}</span>
        <span aria-hidden="true" className="h-px w-8 bg-gold/60" />
        <span>{label}</span>
      </p>
      <h2 id={id} className="display mt-5 text-4xl leading-[1.1] text-ivory sm:text-5xl">
        {title}
      </h2>
      <div className={cn("gold-rule mt-7", centred && "mx-auto")} aria-hidden="true" />
      {intro ? <div className={cn("mt-7 max-w-2xl text-base leading-relaxed text-muted-ivory sm:text-lg", centred && "mx-auto")}>{intro}</div> : null}
    </header>
  );
}
