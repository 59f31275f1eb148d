import { ArrowRight } from "lucide-react";
import { SiteLink } from "@/components/site/shell/site-link";
import { ContactForm } from "@/components/forms/contact-form";
import { ArtHero } from "@/components/site/hero/art-hero";
import { ChapterHeading } from "@/components/site/content/chapter-heading";
import { getContactView } from "@/lib/settings/queries";
import { ContactList } from "@/components/site/contact/contact-list";
import { MapEmbed } from "@/components/site/contact/map-embed";
import { OpeningHoursPanel } from "@/components/site/hours/opening-hours-panel";
import { pageMetadata } from "@/lib/seo/metadata";

export const generateMetadata = pageMetadata({
  title: "Contact",
  description: "Questions, feedback or a special request: write to 47 Restaurant in Wigston, call us, or find our opening hours and directions.",
  path: "/contact",
});

export default async function ContactPage() {
  const contact = await getContactView();
  return (
    <>
      <ArtHero
        art="jali"
        eyebrow="Contact"
        title="Get in touch"
        intro={<p>Questions, feedback or a special request: we would love to hear from you, and we answer every message ourselves.</p>}
      />

      <section aria-labelledby="write-title" className="py-24 sm:py-32">
        <div className="mx-auto grid max-w-7xl gap-16 px-5 sm:px-8 lg:grid-cols-12 lg:gap-20">
          <div className="lg:col-span-7">
            <ChapterHeading number="01" label="Write to us" id="write-title" title="Send us a message" />
            <div className="mt-12">
              <ContactForm />
            </div>
          </div>
          <aside aria-labelledby="details-title" className="lg:col-span-5">
            <div className="border border-gold/25 bg-charcoal p-8 sm:p-10">
              <h2 id="details-title" className="eyebrow">
                Contact information
              </h2>
              <ContactList className="mt-8" />
            </div>
            <div className="mt-6 border border-gold/25 p-8 sm:p-10">
              <p className="font-display text-2xl text-ivory">Looking to book a table?</p>
              <p className="mt-3 text-base leading-relaxed text-muted-ivory">Send a table request and we will confirm it within 24 hours.</p>
              <SiteLink href="/reservations" className="btn-gold mt-6">
                Request a table
                <ArrowRight className="size-4" aria-hidden="true" />
              </SiteLink>
            </div>
          </aside>
        </div>
      </section>

      <section aria-labelledby="hours-title" className="border-y border-gold/15 bg-charcoal py-24 sm:py-32">
        <div className="mx-auto grid max-w-7xl gap-14 px-5 sm:px-8 lg:grid-cols-12">
          <div className="lg:col-span-5">
            <ChapterHeading
              number="02"
              label="Opening hours"
              id="hours-title"
              title="When to find us"
              intro="Hours can change on bank holidays and special days; today's line always shows what to expect."
            />
          </div>
          <div className="lg:col-span-6 lg:col-start-7">
            <OpeningHoursPanel />
          </div>
        </div>
      </section>

      <section aria-labelledby="map-title" className="py-24 sm:py-32">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <ChapterHeading number="03" label="Find us" id="map-title" title="On Leicester Road, Wigston" />
          <div className="mt-12">
            <MapEmbed contact={contact} />
          </div>
        </div>
      </section>
    </>
  );
}
