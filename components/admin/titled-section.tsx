import { cn } from "@/lib/utils";

/** A panel inside a page, or a top-level part of a page such as Opening times. */
const LOOKS = {
  panel: { heading: "font-display text-xl font-semibold", intro: "mt-1 text-sm text-muted-foreground" },
  part: { heading: "mb-1 font-display text-2xl font-semibold", intro: "mb-4 max-w-2xl text-sm text-muted-foreground" },
};

/** A titled part of an admin page, named for assistive technology by its own heading. */
export function TitledSection({
  id,
  title,
  description,
  look = "panel",
  card = false,
  className,
  headingClassName,
  children,
}: {
  id: string;
  title: React.ReactNode;
  /** A line of explanation under the heading. */
  description?: React.ReactNode;
  look?: keyof typeof LOOKS;
  /** Set apart as a bordered card. */
  card?: boolean;
  className?: string;
  headingClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn(card && "rounded-lg border bg-card p-5", className)}>
      <h2 id={id} className={cn(LOOKS[look].heading, headingClassName)}>
        {title}
      </h2>
      {description ? <p className={LOOKS[look].intro}>{description}</p> : null}
      {children}
    </section>
  );
}
