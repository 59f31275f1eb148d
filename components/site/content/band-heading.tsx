import { clsx } from "clsx";

/** The home page's section heading: an eyebrow, a display heading and a gold rule. */
export function BandHeading({
  eyebrow,
  id,
  title,
  centred = false,
}: {
  eyebrow: string;
  id: string;
  title: React.ReactNode;
  centred?: boolean;
}) {
  return (
    <>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="display mt-4 text-4xl text-ivory sm:text-5xl">
        {title}
      </h2>
      <div className={clsx("gold-rule", centred && "mx-auto", "mt-6")} aria-hidden="true" />
    </>
  );
}
