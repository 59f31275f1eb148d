import { Reveal } from "./reveal";

export interface Testimonial {
  quote: string;
  name: string;
  occasion: string;
}

/** Guests' words, set as quotations with a five-star line. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-px bg-gold/15 md:grid-cols-3">
      {items.map((t) => (
        <Reveal as="li" key={t.name} className="bg-ink">
          <figure className="flex h-full flex-col p-8 sm:p-10">
            <FiveStars />
            <blockquote className="mt-6 flex-1 font-display text-2xl leading-snug text-ivory italic">
              <p>&ldquo;{t.quote}&rdquo;</p>
            </blockquote>
            <figcaption className="mt-8 border-t border-gold/20 pt-5 text-sm">
              <span className="block font-medium text-ivory">{t.name}</span>
              <span className="mt-1 block text-muted-ivory">{t.occasion}</span>
            </figcaption>
          </figure>
        </Reveal>
      ))}
    </ul>
  );
}

/** Five-point star outline, centred in a 24px cell. */
const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6-5.9-3.3-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

/** Five gold stars as one path (five sub-paths), not five separate icons. */
function FiveStars() {
  const d = Array.from({ length: 5 }, (_, i) => STAR.replace(/^M12/, `M${12 + i * 28}`)).join("");
  return (
    <svg role="img" aria-label="Five out of five stars" viewBox="0 0 136 24" width="91" height="16" className="shrink-0 self-start text-gold">
      <path d={d} fill="currentColor" />
    </svg>
  );
}
