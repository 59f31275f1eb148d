import { Navigation, Phone } from "lucide-react";
import { ArtHero } from "@/components/site/art/art-hero";
import { AddressLines } from "@/components/site/contact/address-lines";
import { ChapterHeading } from "@/components/site/content/chapter-heading";
import { ChapterSection } from "@/components/site/content/chapter-section";
import { Reveal } from "@/components/site/content/reveal";
import { SiteArt } from "@/components/site/art/site-art";
import { pageMetadata } from "@/features/site/seo/metadata";
import { getSiteSettings } from "@/features/settings/queries";
import { site } from "@/lib/site";
import { contactViewOf, groupCollectionHours } from "@/features/settings/derive";
import { ArrowLink } from "@/components/site/content/arrow-link";

export const generateMetadata = pageMetadata({
  title: "Online Ordering",
  description: ({ contact }) =>
    `Online ordering at 47 Restaurant is not live yet. Call ${contact.phone} to order for collection from ${contact.street.replace(/^\d+\s*/, "")}, ${contact.locality}.`,
  path: "/online-ordering",
});

export default async function OnlineOrderingPage() {
  const settings = await getSiteSettings();
  const { phone, phoneHref, addressLines, directionsUrl } = contactViewOf(site.name, settings.contact);
  const collectionHours = groupCollectionHours(settings.collectionHours.days);
  return (
    <>
      <ArtHero
        art="karahi"
        eyebrow="Online Ordering"
        title="Dinner, ready to collect"
        intro={
          <p>
            Online ordering is not live just yet; we are taking our time to get it right. Until then, give us a call and
            we will have your order hot and ready when you arrive.
          </p>
        }
      />

      <ChapterSection
        id="call-title"
        number="01"
        label="Call to order"
        title="One call, and it is cooking"
        className="py-24 sm:py-32"
        inner="mx-auto grid max-w-7xl gap-16 px-5 sm:px-8 lg:grid-cols-12"
        headingColumn="lg:col-span-7"
        lead={
          <Reveal className="mt-10">
            <p className="max-w-xl text-lg leading-relaxed text-muted-ivory">
              Ring us with your order and a collection time. We will read it back to you, take payment when you collect,
              and let you know about any dish that needs a little longer.
            </p>
            <a
              href={phoneHref}
              className="mt-10 inline-flex items-center gap-4 border border-gold/40 px-7 py-5 transition-colors duration-300 hover:border-gold"
            >
              <Phone className="size-6 text-gold" aria-hidden="true" />
              <span>
                <span className="block text-xs font-medium tracking-[0.24em] text-muted-ivory uppercase">
                  Call to order
                </span>
                <span className="mt-1 block font-display text-3xl text-ivory [font-variant-numeric:lining-nums] sm:text-4xl">
                  {phone}
                </span>
              </span>
            </a>
            <p className="mt-10">
              <ArrowLink href="/menu" className="btn-outline">
                Browse the menu
              </ArrowLink>
            </p>
          </Reveal>
        }
      >
        <div className="lg:col-span-5">
          <section aria-labelledby="hours-title" className="border border-gold/25 bg-charcoal p-8 sm:p-10">
            <p className="eyebrow">
              <span className="font-display text-lg tracking-normal [font-variant-numeric:lining-nums]">02</span> —
              Collection
            </p>
            <h2 id="hours-title" className="display mt-4 text-3xl text-ivory">
              Collection hours
            </h2>
            <ul className="mt-8 divide-y divide-ivory/10 border-y border-ivory/10 text-base">
              {collectionHours.map((row) => (
                <li key={row.days} className="flex justify-between gap-6 py-4" data-testid="collection-hours">
                  <abbr title={row.label} className="text-muted-ivory no-underline">
                    {row.days}
                  </abbr>{" "}
                  <span className="text-ivory">{row.hours}</span>
                </li>
              ))}
            </ul>

            <h2 className="display mt-12 text-3xl text-ivory">Collect from</h2>
            <address className="mt-5 text-base leading-relaxed text-ivory not-italic">
              {site.name}
              <AddressLines lines={addressLines} />
            </address>
            <a href={directionsUrl} target="_blank" rel="noopener noreferrer" className="btn-gold mt-8 w-full">
              <Navigation className="size-4" aria-hidden="true" />
              Get directions
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </section>
        </div>
      </ChapterSection>

      <section aria-labelledby="collect-note-title" className="border-t border-gold/15">
        <div className="grid lg:grid-cols-2">
          <SiteArt
            name="naan"
            alt="Fresh naan from the tandoor, folded on an emerald cloth"
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="aspect-[3/2] lg:!h-full"
          />
          <div className="flex items-center bg-emerald px-5 py-20 sm:px-12 lg:px-16">
            <div className="max-w-lg">
              <ChapterHeading number="03" label="Good to know" id="collect-note-title" title="Packed to travel well" />
              <ul className="mt-10 space-y-4 text-base leading-relaxed text-parchment">
                <li>Curries and rice are packed separately, so nothing goes soggy on the way home.</li>
                <li>Naan is baked to order and wrapped in cloth to stay soft.</li>
                <li>Everything is 100% halal. Tell us about allergies when you call and we will guide you.</li>
              </ul>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
