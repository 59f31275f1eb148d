import { cn } from "@/lib/utils";

/** A titled part of an admin page, named for assistive technology by its own heading. */
export function DetailSection({
  id,
  title,
  className,
  headingClassName,
  children,
}: {
  id: string;
  title: React.ReactNode;
  className?: string;
  headingClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={cn("font-display text-xl font-semibold", headingClassName)}>
        {title}
      </h2>
      {children}
    </section>
  );
}
