import { CardGrid } from "@/components/site/content/card-grid";
import { ChapterSection, NARROW } from "@/components/site/content/chapter-section";
import { ClosingInvitation } from "@/components/site/content/closing-invitation";
import { ArtHero } from "@/components/site/art/art-hero";
import { Reveal } from "@/components/site/content/reveal";
import { SiteArt } from "@/components/site/art/site-art";
import { pageMetadata } from "@/features/site/seo/metadata";

export const generateMetadata = pageMetadata({
  title: "About",
  description:
    "A family table from Lahore, Karachi and Peshawar, brought to Wigston with modern technique, 100% halal cooking and an alcohol-free bar.",
  path: "/about",
});

const KITCHENS = [
  {
    title: "Lahore",
    body: "The city of food streets: slow karahi, nihari simmered overnight, and the charcoal grills of Gawalmandi.",
  },
  {
    title: "Karachi",
    body: "A port city's cooking, bright and layered: its biryani, fragrant with saffron and kewra, is the dish we are proudest of.",
  },
  {
    title: "Peshawar",
    body: "Frontier cooking, plain and powerful: chapli kebab, lamb on the bone and naan slapped onto the walls of the tandoor.",
  },
] as const;

const PROSE = "prose-site mt-10 text-lg leading-relaxed text-muted-ivory";
const ART_SIZES = "(min-width: 640px) 33vw, 100vw";
const ART_SHAPE = "aspect-[3/2] sm:aspect-[4/5]";

export default function AboutPage() {
  return (
    <>
      <ArtHero
        art="tandoor"
        eyebrow="About 47"
        title="Our story"
        intro={
          <p>
            A family table from Lahore, Karachi and Peshawar, brought to Wigston with modern technique and warm
            hospitality.
          </p>
        }
      />

      <ChapterSection
        id="story-title"
        number="01"
        label="Where we come from"
        title="Three kitchens, one table"
        className="py-24 sm:py-32"
        inner={NARROW}
        after={
          <div className="mx-auto mt-20 max-w-7xl px-5 sm:px-8">
            <CardGrid items={KITCHENS} look="numbered" className="grid gap-px bg-gold/15 md:grid-cols-3" />
          </div>
        }
      >
        <Reveal className={PROSE}>
          <p>
            47 began at home, around a table where three cities met. Our grandmothers cooked the food of Lahore, Karachi
            and Peshawar, and every family gathering was an argument, happily unresolved, about whose biryani was best.
          </p>
          <p>
            We opened on Leicester Road to share that table with Wigston: the dishes we grew up with, cooked with the
            care of a special occasion, in a room that feels like an evening out.
          </p>
        </Reveal>
      </ChapterSection>

      <div className="grid sm:grid-cols-3">
        <SiteArt
          name="karahi"
          alt="Lamb karahi in a copper pan, scattered with green chilli and coriander"
          sizes={ART_SIZES}
          className={ART_SHAPE}
        />
        <SiteArt
          name="seekh"
          alt="Seekh kebabs on a dark platter with lemon and sliced onion"
          sizes={ART_SIZES}
          className={ART_SHAPE}
        />
        <SiteArt
          name="biryani"
          alt="Biryani on a gold-rimmed plate with a bowl of raita"
          sizes={ART_SIZES}
          className={ART_SHAPE}
        />
      </div>

      <ChapterSection
        id="philosophy-title"
        number="02"
        label="Philosophy"
        title="Old recipes, modern technique"
        className="py-24 sm:py-32"
        inner={NARROW}
      >
        <Reveal className={PROSE}>
          <p>
            We keep the recipes and change the method where it makes the dish better. Lamb is cooked low and slow until
            it falls from the bone; spices are toasted and ground each morning; sauces are reduced rather than
            thickened; the tandoor runs from the first service to the last.
          </p>
          <p>
            Plates are set down with the care of a tasting menu, but portions are generous and meant for sharing. That
            is the Pakistani way, and ours.
          </p>
        </Reveal>
      </ChapterSection>

      <ChapterSection
        id="promise-title"
        number="03"
        label="Our promise"
        title="100% halal, and an alcohol-free bar"
        className="border-y border-gold/15 bg-emerald py-24 sm:py-32"
        inner="mx-auto grid max-w-7xl gap-14 px-5 sm:px-8 lg:grid-cols-2 lg:gap-24"
      >
        <Reveal className="prose-site text-lg leading-relaxed text-parchment">
          <p>
            Everything we serve is 100% halal, from the meat we buy to the stock in the pot. Nothing is an exception, so
            nobody has to ask.
          </p>
          <p>
            Our bar is alcohol-free by choice, and treated as seriously as the kitchen: artisan mocktails of rose and
            cardamom, mango and chilli, mint and lime, with lassi and Kashmiri chai to finish.
          </p>
        </Reveal>
      </ChapterSection>

      <ClosingInvitation title="Come and eat with us" className="sm:py-32" />
    </>
  );
}
