import { Star } from "lucide-react";
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
            <p className="flex gap-1 text-gold" role="img" aria-label="Five out of five stars">
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} className="size-4 fill-current" aria-hidden="true" />
              ))}
            </p>
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
