import { ChapterHeading } from "./chapter-heading";

/** The inner pages' column widths. */
export const WIDE = "mx-auto max-w-7xl px-5 sm:px-8";
export const NARROW = "mx-auto max-w-3xl px-5 sm:px-8";

interface ChapterSectionProps {
  /** The heading's id, which also names the section. */
  id: string;
  number: string;
  label: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  align?: "left" | "center";
  className?: string;
  /** The class of the column inside the section. */
  inner?: string;
  /** Wraps the heading (and `lead`) in a column of its own: its class, or true for a bare div. */
  headingColumn?: string | true;
  lead?: React.ReactNode;
  /** Full-bleed art before the column, and content after it, inside the section. */
  backdrop?: React.ReactNode;
  after?: React.ReactNode;
  anchor?: string;
  children?: React.ReactNode;
}

/** A numbered chapter of an inner page: a section named by its heading, then the page's content. */
export function ChapterSection({
  id,
  number,
  label,
  title,
  intro,
  align,
  className,
  inner = WIDE,
  headingColumn,
  lead,
  backdrop,
  after,
  anchor,
  children,
}: ChapterSectionProps) {
  const heading = <ChapterHeading number={number} label={label} id={id} title={title} intro={intro} align={align} />;
  return (
    <section id={anchor} aria-labelledby={id} className={className}>
      {backdrop}
      <div className={inner}>
        {headingColumn ? (
          <div className={headingColumn === true ? undefined : headingColumn}>
            {heading}
            {lead}
          </div>
        ) : (
          heading
        )}
        {children}
      </div>
      {after}
    </section>
  );
}
