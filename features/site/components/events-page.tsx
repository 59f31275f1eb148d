import { CarouselGallery } from "@/features/gallery";
import { CardGrid } from "@/components/site/content/card-grid";
import { ChapterSection, NARROW, WIDE } from "@/components/site/content/chapter-section";
import { ContactList } from "@/features/site/components/contact/contact-list";
import { EventsBrochureButton } from "@/components/site/content/events-brochure-button";
import { EventsHero } from "@/features/hero-management";
import { FaqAccordion } from "@/components/site/content/faq-accordion";
import { MapEmbed } from "@/features/site/components/contact/map-embed";
import { Reveal } from "@/components/site/content/reveal";
import { SiteArt } from "@/components/site/art/site-art";
import { Testimonials } from "@/components/site/content/testimonials";
import { pageMetadata } from "../seo/metadata";
import { site } from "@/lib/site";
import { getSiteSettings, contactViewOf, formatPackagePrice } from "@/features/settings";
import { ADD_ONS, CAROUSEL, INCLUDED, KEY_FACTS, LAYOUTS, OCCASIONS, SPACES, TIMELINE } from "./events-content";

export const eventsMetadata = pageMetadata({
  title: "Functions & Events",
  description:
    "Private functions and events at 47 Restaurant, Wigston: up to 90 standing, 70 seated. Halal menus from £22 per guest, an alcohol-free mocktail bar and a team to host it all.",
  path: "/events",
});

const TWO_UP = "(min-width: 640px) 50vw, 100vw";

/** The functions and events page: spaces, packages, the day itself, and the enquiry form. */
/** `enquiryForm`: the event enquiry form, which the route takes from the enquiries feature. */
export async function EventsPage({ enquiryForm }: { enquiryForm: React.ReactNode }) {
  const settings = await getSiteSettings();
  const packages = settings.packages.items;
  const faqs = settings.faqs.items.map((f, i) => ({
    id: `faq-${i + 1}`,
    question: f.question,
    answer: <p>{f.answer}</p>,
  }));
  return (
    <>
      <EventsHero />

      <section aria-labelledby="facts-title" className="below-fold border-b border-gold/15 bg-charcoal">
        <div className={`${WIDE} py-14 sm:py-16`}>
          <h2 id="facts-title" className="sr-only">
            Key facts
          </h2>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
            {KEY_FACTS.map((fact) => (
              <div key={fact.label} className="fact">
                <dt className="caps-label text-muted-ivory">{fact.label}</dt>
                <dd className="fact-value">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-10 max-w-3xl text-base leading-relaxed text-muted-ivory">
            The whole restaurant holds up to 90 standing, 70 seated. Layouts:{" "}
            {LAYOUTS.map((l) => l.toLowerCase()).join(", ")}, each set to suit your occasion.
          </p>
        </div>
      </section>

      <ChapterSection
        id="spaces-title"
        number="01"
        label="The spaces"
        title="A room for every gathering"
        intro="Take the whole restaurant, or a quieter corner of it. Either way, the room is dressed, lit and served as if it were our own celebration."
        className="below-fold py-24 sm:py-32"
        after={<Spaces />}
      />

      <ChapterSection
        id="occasions-title"
        number="02"
        label="Occasions"
        title="What we host"
        intro="Big days and small ones. A few of the occasions we are asked to cook for most often."
        className="below-fold border-y border-gold/15 bg-emerald py-24 sm:py-32"
      >
        <CardGrid
          items={OCCASIONS}
          look="occasion"
          className="mt-16 grid gap-px bg-gold/20 sm:grid-cols-2 lg:grid-cols-3"
        />
      </ChapterSection>

      <ChapterSection
        id="packages-title"
        number="03"
        label="Packages"
        title="Menus for your guests"
        className="below-fold py-24 sm:py-32"
        intro={
          <p>
            Prices are per guest, &ldquo;starting from&rdquo;: every menu is shaped around your occasion and numbers,
            with the final price confirmed after a call with our events team.
          </p>
        }
      >
        <ul className="mt-16 grid gap-6 lg:grid-cols-3">
          {packages.map((p) => (
            <Reveal
              as="li"
              key={p.name}
              className={`relative flex flex-col border p-8 sm:p-10 ${p.popular ? "border-gold bg-umber lg:-my-4 lg:py-14" : "border-gold/25 bg-charcoal"}`}
            >
              {p.popular ? (
                <p className="absolute -top-3.5 left-8 bg-gold px-3 py-1 text-[0.65rem] font-semibold tracking-[0.22em] text-ink uppercase sm:left-10">
                  Most popular
                </p>
              ) : null}
              <h3 className="font-display text-3xl text-ivory">{p.name}</h3>
              <p className="mt-2 text-sm text-muted-ivory">{p.summary}</p>
              <p className="mt-8 border-t border-gold/20 pt-6">
                <span className="caps-label block text-muted-ivory">Starting from</span>
                <span className="package-price">{formatPackagePrice(p.price)}</span>
                <span className="mt-1 block text-sm text-muted-ivory">per guest</span>
              </p>
              <ul className="list-ticks mt-8 space-y-3 text-base text-parchment">
                {p.includes.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Reveal>
          ))}
        </ul>
        <p className="mt-12 text-center text-sm text-muted-ivory">
          Per guest, starting from. Final price confirmed after a call.
        </p>
      </ChapterSection>

      <ChapterSection
        id="food-title"
        number="04"
        label="Food & drink"
        title="Halal, from the first bite to the last sip"
        className="below-fold"
        inner="mx-auto max-w-3xl px-5 py-24 sm:px-8 sm:py-32"
        backdrop={
          <div className="grid sm:grid-cols-2">
            <SiteArt
              name="biryani"
              alt="Chicken biryani on a gold-rimmed plate, a bowl of raita beside it"
              sizes={TWO_UP}
              className="aspect-[3/2]"
            />
            <SiteArt
              name="mocktail-mint"
              alt="A mint and lime mocktail in a coupe glass, lit by candlelight"
              sizes={TWO_UP}
              className="aspect-[3/2]"
            />
          </div>
        }
      >
        <Reveal className="prose-site mt-10 text-lg leading-relaxed text-muted-ivory">
          <p>
            Everything on your table is 100% halal and cooked from scratch in our own kitchen: slow-cooked karahi and
            nihari from Lahore, Karachi&rsquo;s biryani, and Peshawar&rsquo;s charcoal grills, with naan from the
            tandoor as it is needed.
          </p>
          <p>
            Our bar is entirely alcohol-free. For events we set up an alcohol-free mocktail bar of artisan drinks (rose
            and cardamom, mango and chilli, mint and lime), with fresh lassi and Kashmiri chai to finish.
          </p>
        </Reveal>
      </ChapterSection>

      <ChapterSection
        id="services-title"
        number="05"
        label="Services"
        title="Included, and a little extra"
        className="below-fold border-y border-gold/15 bg-charcoal py-24 sm:py-32"
      >
        <div className="mt-16 grid gap-14 md:grid-cols-2 md:gap-20">
          <Reveal>
            <h3 className="eyebrow">Included with every event</h3>
            <ul className="list-ticks list-rows mt-6 divide-y divide-ivory/10 border-y border-ivory/10 text-base text-ivory">
              {INCLUDED.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Reveal>
          <Reveal>
            <h3 className="eyebrow">Add-ons</h3>
            <ul className="list-pluses list-rows mt-6 divide-y divide-ivory/10 border-y border-ivory/10 text-base text-ivory">
              {ADD_ONS.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-muted-ivory">Add-ons are priced with your menu on our call.</p>
          </Reveal>
        </div>
      </ChapterSection>

      <ChapterSection
        id="planning-title"
        number="06"
        label="Planning"
        title="From first enquiry to the evening itself"
        className="below-fold py-24 sm:py-32"
      >
        <ol className="mt-16 grid gap-12 md:grid-cols-2 lg:grid-cols-4 lg:gap-8">
          {TIMELINE.map((step, i) => (
            <Reveal as="li" key={step.title} className="step">
              <span aria-hidden="true" className="step-mark" />
              <p className="step-number">
                <span className="sr-only">Step </span>
                {String(i + 1).padStart(2, "0")}
              </p>
              <h3 className="card-title mt-3">{step.title}</h3>
              <p className="step-text">{step.body}</p>
            </Reveal>
          ))}
        </ol>
      </ChapterSection>

      <ChapterSection
        id="moments-title"
        number="07"
        label="Moments"
        title="Evenings we have hosted"
        align="center"
        className="below-fold border-t border-gold/15 bg-charcoal py-24 sm:py-32"
        after={
          <div className="mt-16">
            <CarouselGallery slides={CAROUSEL} label="Photographs of events at 47 Restaurant" />
          </div>
        }
      />

      <ChapterSection
        id="testimonials-title"
        number="08"
        label="Kind words"
        title="From our hosts"
        className="below-fold py-24 sm:py-32"
      >
        <div className="mt-16">
          <Testimonials items={settings.testimonials.items} />
        </div>
      </ChapterSection>

      {/* Not .below-fold: "Plan your event" jumps to #event-form with this section in view above it,
          and a placeholder height here would move the form behind the header. */}
      <ChapterSection
        id="faq-title"
        number="09"
        label="Questions"
        title="Before you book"
        className="border-t border-gold/15 bg-umber py-24 sm:py-32"
        inner="mx-auto grid max-w-7xl gap-14 px-5 sm:px-8 lg:grid-cols-12"
        headingColumn="lg:col-span-4"
      >
        <div className="lg:col-span-8">
          <FaqAccordion name="events-faq" items={faqs} />
        </div>
      </ChapterSection>

      <ChapterSection
        anchor="event-form"
        id="enquire-title"
        number="10"
        label="Enquire"
        title="Begin planning your event"
        intro="Share a few details and our events team will be in touch. We reply within one business day."
        className="below-fold scroll-mt-[calc(var(--header-offset)+1rem)] py-24 sm:py-32"
        inner={NARROW}
      >
        <div className="mt-12">{enquiryForm}</div>
      </ChapterSection>

      <ChapterSection
        id="contact-title"
        number="11"
        label="Speak to us"
        title="Our events team"
        className="below-fold border-t border-gold/15 bg-charcoal py-24 sm:py-32"
        inner="mx-auto grid max-w-7xl gap-14 px-5 sm:px-8 lg:grid-cols-2 lg:gap-24"
        headingColumn
        lead={
          <>
            <div className="mt-10 space-y-4 text-base leading-relaxed text-muted-ivory">
              <p>
                Call or write whenever suits you; enquiries best Monday to Friday, 10am to 6pm, when the events team is
                at their desk. We reply within one business day.
              </p>
            </div>
            <div className="mt-10">
              <EventsBrochureButton href={settings.brochure.url} phone={settings.contact.phone} />
            </div>
          </>
        }
      >
        <ContactList className="lg:pt-16" />
      </ChapterSection>

      <ChapterSection
        id="map-title"
        number="12"
        label="Find us"
        title="On Leicester Road, Wigston"
        className="below-fold py-24 sm:py-32"
      >
        <div className="mt-12">
          <MapEmbed contact={contactViewOf(site.name, settings.contact)} />
        </div>
      </ChapterSection>
    </>
  );
}

function Spaces() {
  return (
    <div className="mt-16 space-y-20 sm:space-y-28">
      {SPACES.map((space, i) => (
        <Reveal key={space.name} className="grid items-center gap-10 lg:grid-cols-12 lg:gap-16">
          <div className={i % 2 ? "lg:order-2 lg:col-span-7" : "lg:col-span-7"}>
            <SiteArt
              name={space.art}
              alt={space.alt}
              sizes="(min-width: 1024px) 58vw, 100vw"
              className="aspect-[3/2]"
            />
          </div>
          <div
            className={`px-5 sm:px-8 lg:col-span-5 ${i % 2 ? "lg:order-1 lg:pl-[max(2rem,calc((100vw-80rem)/2+2rem))]" : "lg:pr-[max(2rem,calc((100vw-80rem)/2+2rem))] lg:pl-0"}`}
          >
            <h3 className="display text-3xl text-ivory sm:text-4xl">{space.name}</h3>
            <p className="caps-label mt-3 text-gold">{space.capacity}</p>
            <p className="mt-6 text-base leading-relaxed text-muted-ivory">{space.body}</p>
          </div>
        </Reveal>
      ))}
    </div>
  );
}
