import { Flame, GlassWater, Lamp } from "lucide-react";
import { CardGrid } from "@/components/site/content/card-grid";
import { ChapterSection } from "@/components/site/content/chapter-section";
import { ClosingInvitation } from "@/components/site/content/closing-invitation";
import { ArtHero } from "@/components/site/art/art-hero";
import { ChapterHeading } from "@/components/site/content/chapter-heading";
import { Reveal } from "@/components/site/content/reveal";
import { SiteArt } from "@/components/site/art/site-art";
import { pageMetadata } from "@/features/site/seo/metadata";

export const generateMetadata = pageMetadata({
  title: "Discover Our Story",
  description:
    "The 47 experience: a candle-lit room, food from Lahore, Karachi and Peshawar kitchens, artisan mocktails and hospitality that remembers your name.",
  path: "/experience",
});

const HIGHLIGHTS = [
  {
    icon: Lamp,
    title: "A room for the evening",
    body: "Brass lanterns, emerald alcoves and candlelight: a dining room that makes an ordinary night feel like an occasion.",
  },
  {
    icon: Flame,
    title: "Fire and patience",
    body: "A charcoal tandoor that runs all night, and curries given the hours they need, finished with modern technique.",
  },
  {
    icon: GlassWater,
    title: "An alcohol-free bar",
    body: "Artisan mocktails made with the same care as the food: rose and cardamom, mango and chilli, mint and lime.",
  },
] as const;

const VALUES = [
  {
    title: "Hospitality",
    body: "Every guest is welcomed as family would be: remembered, looked after, never hurried.",
  },
  {
    title: "Honesty",
    body: "100% halal without exception, fresh ingredients, and dishes we would serve at our own table.",
  },
  {
    title: "Craft",
    body: "Recipes kept, methods refined: spices ground each morning, sauces reduced, bread baked to order.",
  },
] as const;

export default function ExperiencePage() {
  return (
    <>
      <ArtHero
        art="lanterns"
        eyebrow="The 47 Experience"
        title="Discover Our Story"
        intro={
          <p>
            Pakistani fine dining in Wigston: three kitchens&rsquo; worth of recipes, a room lit for the evening, and a
            welcome that feels like home.
          </p>
        }
      />

      <section aria-labelledby="highlights-title" className="border-b border-gold/15 bg-charcoal py-24 sm:py-28">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <h2 id="highlights-title" className="sr-only">
            Highlights
          </h2>
          <CardGrid items={HIGHLIGHTS} look="ruled-icon" className="grid gap-12 md:grid-cols-3 md:gap-10" />
        </div>
      </section>

      <section aria-labelledby="story-title" className="py-24 sm:py-32">
        <div className="mx-auto grid max-w-7xl items-center gap-14 px-5 sm:px-8 lg:grid-cols-2 lg:gap-20">
          <SiteArt
            name="jali"
            alt="A carved jali screen glowing with warm light, a candle on the table before it"
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="aspect-[3/2]"
          />
          <div>
            <ChapterHeading number="01" label="Our story" id="story-title" title="Where three cities meet" />
            <Reveal className="prose-site mt-10 text-lg leading-relaxed text-muted-ivory">
              <p>
                Our family&rsquo;s cooking comes from Lahore, Karachi and Peshawar: three cities, three kitchens, and a
                lifetime of friendly argument about which does it best.
              </p>
              <p>At 47 we stopped arguing and put them on one menu, served in a room that does the food justice.</p>
            </Reveal>
          </div>
        </div>
      </section>

      <ChapterSection
        id="philosophy-title"
        number="02"
        label="Philosophy"
        title="Generous food, carefully made"
        align="center"
        className="relative isolate overflow-hidden py-28 sm:py-40"
        inner="mx-auto max-w-3xl px-5 text-center sm:px-8"
        backdrop={
          <>
            <SiteArt name="candle-table" alt="" sizes="100vw" className="absolute inset-0 -z-20 !h-full" />
            <div aria-hidden="true" className="absolute inset-0 -z-10 bg-ink/80" />
          </>
        }
      >
        <Reveal className="prose-site mt-10 text-lg leading-relaxed text-parchment">
          <p>
            We believe Pakistani food deserves the care of fine dining without losing its warmth. So the plates are
            precise and the portions are made for sharing; the technique is modern and the flavours are the ones we grew
            up with.
          </p>
        </Reveal>
      </ChapterSection>

      <ChapterSection
        id="values-title"
        number="03"
        label="Our values"
        title="What we hold to"
        className="py-24 sm:py-32"
      >
        <CardGrid
          items={VALUES}
          look="numbered-large"
          ordered
          className="mt-16 grid gap-px bg-gold/15 md:grid-cols-3"
        />
      </ChapterSection>

      <ClosingInvitation title="Your table is waiting" className="border-t border-gold/15 bg-emerald sm:py-28" />
    </>
  );
}
