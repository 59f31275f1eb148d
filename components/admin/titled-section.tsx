import { cn } from "@/lib/utils";

/** A titled part of an admin page, named for assistive technology by its own heading. */
export function TitledSection({
  id,
  title,
  card = false,
  className,
  headingClassName,
  children,
}: {
  id: string;
  title: React.ReactNode;
  /** Set apart as a bordered card. */
  card?: boolean;
  className?: string;
  headingClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn(card && "rounded-lg border bg-card p-5", className)}>
      <h2 id={id} className={cn("font-display text-xl font-semibold", headingClassName)}>
        {title}
      </h2>
      {children}
    </section>
  );
}
