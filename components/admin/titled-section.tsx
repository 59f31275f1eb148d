/** A panel of an admin page: a section named by its heading, with a line of explanation under it. */
export function TitledSection({
  id,
  title,
  description,
  className,
  children,
}: {
  id: string;
  title: React.ReactNode;
  description: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="font-display text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      {children}
    </section>
  );
}
