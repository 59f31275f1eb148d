/** A panel inside a manager's page, or a top-level part of a page such as Opening times. */
const LOOKS = {
  panel: { heading: "font-display text-xl font-semibold", intro: "mt-1 text-sm text-muted-foreground" },
  part: { heading: "mb-1 font-display text-2xl font-semibold", intro: "mb-4 max-w-2xl text-sm text-muted-foreground" },
};

/** A section named by its heading, with an optional line of explanation under it. */
export function TitledSection({
  id,
  title,
  description,
  look = "panel",
  className,
  children,
}: {
  id: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  look?: keyof typeof LOOKS;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={LOOKS[look].heading}>
        {title}
      </h2>
      {description ? <p className={LOOKS[look].intro}>{description}</p> : null}
      {children}
    </section>
  );
}
