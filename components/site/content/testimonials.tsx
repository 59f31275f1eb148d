import { Reveal } from "./reveal";

export interface Testimonial {
  quote: string;
  name: string;
  occasion: string;
}

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

// Drawn by .five-stars in CSS, so the star path is not repeated per testimonial in the HTML.
function FiveStars() {
  return <span role="img" aria-label="Five out of five stars" className="five-stars" />;
}
