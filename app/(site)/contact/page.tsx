import { ContactForm } from "@/features/enquiries/components/contact-form";
import { ArtHero } from "@/components/site/art/art-hero";
import { ChapterSection } from "@/components/site/content/chapter-section";
import { FormChapter } from "@/components/site/content/form-chapter";
import { getContactView } from "@/features/settings/queries";
import { ContactList } from "@/features/site/components/contact/contact-list";
import { MapEmbed } from "@/features/site/components/contact/map-embed";
import { OpeningHoursPanel } from "@/features/opening-times/components/opening-hours-panel";
import { pageMetadata } from "@/features/site/seo/metadata";
import { ArrowLink } from "@/components/site/content/arrow-link";
import { PhoneLink } from "@/features/settings/components/phone-link";

export const generateMetadata = pageMetadata({
  title: "Contact",
  description:
    "Questions, feedback or a special request: write to 47 Restaurant in Wigston, call us, or find our opening hours and directions.",
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
        intro={
          <p>
            Questions, feedback or a special request: we would love to hear from you, and we answer every message
            ourselves.
          </p>
        }
      />

      <FormChapter
        id="write-title"
        number="01"
        label="Write to us"
        title="Send us a message"
        className="py-24 sm:py-32"
        form={<ContactForm labelledBy="write-title" />}
      >
        <aside aria-labelledby="details-title" className="lg:col-span-5">
          <div className="border border-gold/25 bg-charcoal p-8 sm:p-10">
            <h2 id="details-title" className="eyebrow">
              Contact information
            </h2>
            <ContactList className="mt-8" />
          </div>
          <div className="mt-6 border border-gold/25 p-8 sm:p-10">
            <p className="font-display text-2xl text-ivory">Looking to book a table?</p>
            <p className="mt-3 text-base leading-relaxed text-muted-ivory">
              Send a table request and we will confirm it within 24 hours.
            </p>
            <ArrowLink href="/reservations" className="btn-gold mt-6">
              Request a table
            </ArrowLink>
          </div>
        </aside>
      </FormChapter>

      <ChapterSection
        id="hours-title"
        number="02"
        label="Opening hours"
        title="When to find us"
        intro="Hours can change on bank holidays and special days; today's line always shows what to expect."
        className="border-y border-gold/15 bg-charcoal py-24 sm:py-32"
        inner="mx-auto grid max-w-7xl gap-14 px-5 sm:px-8 lg:grid-cols-12"
        headingColumn="lg:col-span-5"
      >
        <OpeningHoursPanel
          className="lg:col-span-6 lg:col-start-7"
          phoneLink={<PhoneLink className="text-gold underline-offset-4 hover:underline" />}
        />
      </ChapterSection>

      <ChapterSection
        id="map-title"
        number="03"
        label="Find us"
        title="On Leicester Road, Wigston"
        className="py-24 sm:py-32"
      >
        <div className="mt-12">
          <MapEmbed contact={contact} />
        </div>
      </ChapterSection>
    </>
  );
}
