import { ArrowRight } from "lucide-react";
import { SiteLink } from "@/components/site/shell/site-link";
import { BookTableLink } from "@/components/site/shell/book-table-link";
import { NewsletterForm } from "@/features/newsletter";
import {
  HeroCarousel,
  type HeroPoster,
  getHeroSlides,
  HERO_PORTRAIT_POSTER_PATHS,
  HERO_POSTER_PATHS,
  portraitSize,
} from "@/features/hero-management";
import { RestaurantJsonLd } from "@/features/site/components/contact/restaurant-json-ld";
import { BandHeading } from "@/components/site/content/band-heading";
import { pageMetadata } from "../seo/metadata";
import { site } from "@/lib/site";

const title = `${site.name} | Pakistani Fine Dining in Wigston, Leicester`;
const description =
  "Pakistani fine dining in Wigston, Leicester: the kitchens of Lahore, Karachi and Peshawar, 100% halal, with artisan mocktails and private dining for 10 to 80 guests.";

export const homeMetadata = pageMetadata({ title, description, path: "/", absoluteTitle: true });

function posterAt(width: number, height: number, alt: string): HeroPoster {
  return {
    ...HERO_POSTER_PATHS,
    width,
    height,
    alt,
    portrait: { ...HERO_PORTRAIT_POSTER_PATHS, ...portraitSize({ width, height }) },
  };
}

const HOUSE_ART_ALT = "The dining room at night: brass lanterns above candle-lit tables and arched emerald alcoves";

function HeroText() {
  return (
    <div className="relative mx-auto max-w-3xl px-5 pt-16 pb-32 text-center sm:pb-36">
      <p className="eyebrow">Pakistani Fine Dining · Wigston, Leicester</p>
      <h1 className="display mt-6 text-[3.4rem] leading-[0.95] text-ivory sm:text-7xl lg:text-8xl">{site.tagline}</h1>
      <div className="gold-rule mx-auto mt-10" aria-hidden="true" />
      <p className="mx-auto mt-8 max-w-xl text-lg leading-relaxed text-parchment">
        The kitchens of Lahore, Karachi and Peshawar, cooked with care and served with warmth. 100% halal.
      </p>
      <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
        <BookTableLink className="btn-gold w-full max-w-64 sm:w-auto" />
        <SiteLink href="/menu" className="btn-outline w-full max-w-64 bg-ink/30 sm:w-auto">
          View Menu
        </SiteLink>
      </div>
    </div>
  );
}

// The poster's stable address serves the first hero video's poster (or the house art), so the pre-rendered page loads the right image.
async function Hero() {
  const slides = (await getHeroSlides()) ?? [];
  const poster = posterAt(1920, 1080, slides[0]?.alt || HOUSE_ART_ALT);
  return (
    <HeroCarousel slides={slides} poster={poster}>
      <HeroText />
    </HeroCarousel>
  );
}

function ArtPicture({
  name,
  widths,
  sizes,
  alt,
  width,
  height,
  className,
}: {
  name: string;
  widths: [number, number];
  sizes: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  const set = (ext: string) => widths.map((w) => `/images/home/${name}-${w}.${ext} ${w}w`).join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={set("avif")} sizes={sizes} />
      <img
        src={`/images/home/${name}-${widths[1]}.webp`}
        srcSet={set("webp")}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </picture>
  );
}

const DISHES = [
  {
    name: "Lamb Karahi",
    origin: "Peshawar",
    art: "karahi",
    description: "On the bone, with tomato, ginger and green chilli, cooked hard and fast in a hammered copper karahi.",
    alt: "Lamb karahi in a copper pan, scattered with green chilli, ginger and fresh coriander",
  },
  {
    name: "Karachi Lamb Biryani",
    origin: "Karachi",
    art: "biryani",
    description:
      "Tender lamb and aged basmati layered with fried onions, rose water and saffron, steamed in a sealed pot.",
    alt: "Saffron-streaked lamb biryani on a gold-rimmed plate beside a bowl of raita",
  },
] as const;

function SignatureDishes() {
  return (
    <section aria-labelledby="signature-heading" className="below-fold mx-auto max-w-7xl px-5 py-24 sm:px-8 lg:py-32">
      <div className="max-w-2xl">
        <BandHeading eyebrow="01 — From our kitchen" id="signature-heading" title="Signature Dishes" />
        <p className="mt-6 text-base leading-relaxed text-muted-ivory">
          Two plates our regulars come back for, cooked the way they are in the old cities of Pakistan.
        </p>
      </div>
      <ul className="mt-14 grid gap-8 md:grid-cols-3 md:gap-6 lg:gap-10">
        {DISHES.map((dish) => (
          <li key={dish.name} className="group">
            <div className="overflow-hidden border border-gold/15">
              <ArtPicture
                name={dish.art}
                widths={[480, 800]}
                sizes="(min-width: 768px) 33vw, 100vw"
                alt={dish.alt}
                width={800}
                height={1000}
                className="aspect-[4/5] h-auto w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
              />
            </div>
            <p className="eyebrow mt-6 text-[0.65rem]">{dish.origin}</p>
            <h3 className="display mt-2 text-3xl text-ivory">{dish.name}</h3>
            <p className="mt-3 text-sm leading-relaxed text-muted-ivory">{dish.description}</p>
          </li>
        ))}
        <li>
          <SiteLink
            href="/menu"
            className="group flex h-full min-h-64 flex-col justify-between border border-gold/40 bg-emerald p-8 transition-colors duration-500 hover:border-gold md:aspect-[4/5] md:h-auto"
          >
            <span className="eyebrow">The whole table</span>
            <span>
              <span className="display block text-4xl text-ivory">View Full Menu</span>
              <span className="mt-4 block text-sm leading-relaxed text-parchment">
                Small plates, the tandoor, karahi, biryani, breads, desserts and artisan mocktails.
              </span>
              <ArrowRight
                className="mt-8 size-6 text-gold transition-transform duration-500 group-hover:translate-x-2"
                aria-hidden="true"
              />
            </span>
          </SiteLink>
        </li>
      </ul>
    </section>
  );
}

const FEATURES = [
  {
    title: "Authentic Ambience",
    body: "Lantern light, carved jali screens and deep emerald alcoves: an evening room made for lingering over dinner.",
  },
  {
    title: "Artisan Mocktails",
    body: "An alcohol-free bar of our own: rose and cardamom, saffron and mango, tamarind and ginger, shaken to order.",
  },
  {
    title: "Exceptional Service",
    body: "Warm, unhurried hospitality from a team who know every dish, every spice and how you like your chai.",
  },
] as const;

// A plain list, not CardGrid: its Reveal styles would add a stylesheet request to the home page.
function Experience() {
  return (
    <section aria-labelledby="experience-heading" className="below-fold border-y border-gold/10 bg-charcoal">
      <div className="mx-auto max-w-7xl px-5 py-24 sm:px-8 lg:py-32">
        <div className="mx-auto max-w-2xl text-center">
          <BandHeading eyebrow="02 — An evening with us" id="experience-heading" title="The 47 Experience" centred />
        </div>
        <ul className="mt-16 grid gap-12 md:grid-cols-3 md:gap-10">
          {FEATURES.map((f, i) => (
            <li key={f.title} className="border-t border-gold/25 pt-8">
              <span className="font-display text-5xl text-gold" aria-hidden="true">
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3 className="display mt-4 text-2xl text-ivory">{f.title}</h3>
              <p className="mt-3 text-sm leading-relaxed text-muted-ivory">{f.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const EVENT_FACTS = [
  { label: "Guests", value: "10-80", size: "text-3xl" },
  { label: "Menus", value: "Premium packages", size: "text-2xl" },
  { label: "Planning", value: "Event support", size: "text-2xl" },
] as const;

function EventsTeaser() {
  return (
    <section aria-labelledby="events-heading" className="below-fold relative isolate overflow-hidden">
      <ArtPicture
        name="banquet"
        widths={[800, 1400]}
        sizes="100vw"
        alt=""
        width={1400}
        height={934}
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(90deg,rgba(15,13,11,0.94)_0%,rgba(15,13,11,0.82)_45%,rgba(15,13,11,0.35)_100%)]"
      />
      <div className="mx-auto max-w-7xl px-5 py-24 sm:px-8 lg:py-36">
        <div className="max-w-xl">
          <BandHeading eyebrow="03 — Gather with us" id="events-heading" title="Private Events & Functions" />
          <p className="mt-6 text-base leading-relaxed text-parchment">
            Birthdays, engagements, Eid gatherings and company dinners: our dining room and kitchen, given over to your
            occasion.
          </p>
          <dl className="mt-10 grid gap-6 sm:grid-cols-3">
            {EVENT_FACTS.map((fact) => (
              <div key={fact.label} className="border-l border-gold/50 pl-4">
                <dt className="text-xs tracking-[0.2em] text-muted-ivory uppercase">{fact.label}</dt>
                <dd className={`display mt-1 ${fact.size} text-ivory`}>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <SiteLink href="/events" className="btn-gold mt-12">
            Plan Your Event
          </SiteLink>
        </div>
      </div>
    </section>
  );
}

function Newsletter() {
  return (
    <section aria-labelledby="newsletter-heading" className="below-fold bg-emerald">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-24 sm:px-8 lg:grid-cols-[1fr_1.1fr] lg:items-center lg:py-28">
        <div>
          <BandHeading eyebrow="04 — Stay in touch" id="newsletter-heading" title="News from our kitchen" />
          <p className="mt-6 max-w-md text-base leading-relaxed text-parchment">
            New dishes, seasonal tasting menus and the occasional invitation, a few times a year. Nothing more.
          </p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}

/** The home page: hero, signature dishes, the experience, events and the newsletter. */
export function HomePage() {
  return (
    <>
      <Hero />
      <SignatureDishes />
      <Experience />
      <EventsTeaser />
      <Newsletter />
      <RestaurantJsonLd />
    </>
  );
}
