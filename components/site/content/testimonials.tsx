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
          <figure className="testimonial">
            <FiveStars />
            <blockquote className="testimonial-quote">
              <p>&ldquo;{t.quote}&rdquo;</p>
            </blockquote>
            <figcaption className="testimonial-by">
              <span className="block font-medium text-ivory">{t.name}</span>
              <span className="mt-1 block text-muted-ivory">{t.occasion}</span>
            </figcaption>
          </figure>
        </Reveal>
      ))}
    </ul>
  );
}

/**
 * Five gold stars, drawn by .five-stars in globals.css: the same drawing as a background image, so
 * the page does not carry its path once per testimonial in the HTML and again in its data.
 */
function FiveStars() {
  return <span role="img" aria-label="Five out of five stars" className="five-stars" />;
}
