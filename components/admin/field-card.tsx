/**
 * The two ways a form's fields are set apart in a card: `group`, a settings form's fieldset named by its
 * legend; `part`, a page-long editor's section under its heading.
 */
const LOOKS = {
  group: {
    box: "fieldset",
    card: "space-y-4 rounded-lg border bg-card p-5",
    title: "legend",
    titleClass: "px-1 text-sm font-semibold",
  },
  part: {
    box: "section",
    card: "space-y-5 rounded-lg border bg-card p-4 sm:p-6",
    title: "h2",
    titleClass: "text-base font-semibold",
  },
} as const;

/** Related fields in a bordered card under their title. */
export function FieldCard({
  title,
  look = "part",
  children,
}: {
  title: string;
  look?: keyof typeof LOOKS;
  children: React.ReactNode;
}) {
  const { box: Box, card, title: Title, titleClass } = LOOKS[look];
  return (
    <Box className={card}>
      <Title className={titleClass}>{title}</Title>
      {children}
    </Box>
  );
}
