import { cn } from "@/lib/utils";

interface ChapterHeadingProps {
  number: string;
  label: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  id?: string;
  align?: "left" | "center";
  className?: string;
}

export function ChapterHeading({ number, label, title, intro, id, align = "left", className }: ChapterHeadingProps) {
  const centred = align === "center";
  return (
    <header className={cn(centred && "text-center", className)}>
      <p className="eyebrow flex items-center gap-3" style={centred ? { justifyContent: "center" } : undefined}>
        <span className="chapter-number">{number}</span>
        <span aria-hidden="true" className="h-px w-8 bg-gold/60" />
        <span>{label}</span>
      </p>
      <h2 id={id} className="display chapter-title">
        {title}
      </h2>
      <div className={cn("gold-rule mt-7", centred && "mx-auto")} aria-hidden="true" />
      {intro ? <div className={cn("chapter-intro", centred && "mx-auto")}>{intro}</div> : null}
    </header>
  );
}
