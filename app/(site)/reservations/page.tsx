import { CalendarCheck, Car, Hourglass, Phone, Shirt, Users, Wheat } from "lucide-react";
import { SiteLink } from "@/components/site/shell/site-link";
import { ReservationForm } from "@/features/reservations/components/reservation-form";
import { ArtHero } from "@/components/site/art/art-hero";
import { CardGrid } from "@/components/site/content/card-grid";
import { ChapterSection } from "@/components/site/content/chapter-section";
import { FormChapter } from "@/components/site/content/form-chapter";
import { ReservationSpecialDates } from "@/features/reservations/components/reservation-special-dates";
import { pageMetadata } from "@/features/site/seo/metadata";
import { PhoneLink } from "@/features/settings/components/phone-link";
import { getContactView } from "@/features/settings/queries";

export const generateMetadata = pageMetadata({
  title: "Reservations",
  description:
    "Request a table at 47 Restaurant in Wigston. Requests are confirmed within 24 hours; for same-day bookings, please call us.",
  path: "/reservations",
});

const GOOD_TO_KNOW = [
  {
    icon: Users,
    title: "Parties of 9 or more",
    body: (
      <>
        Please call us on{" "}
        <PhoneLink className="text-gold underline decoration-gold/40 underline-offset-4 hover:text-gold-bright" /> so we
        can plan the table and the menu with you. For larger celebrations, see{" "}
        <SiteLink
          href="/events"
          className="text-gold underline decoration-gold/40 underline-offset-4 hover:text-gold-bright"
        >
          functions and events
        </SiteLink>
        .
      </>
    ),
  },
  {
    icon: Wheat,
    title: "Dietary notes",
    body: "Everything we serve is 100% halal. Tell us about allergies or dietary needs in your notes and the kitchen will be ready for you.",
  },
  {
    icon: Shirt,
    title: "Dress code",
    body: "Smart casual. Come as you are for dinner, and dress up if the evening calls for it.",
  },
  {
    icon: Car,
    title: "Parking",
    body: "Free parking on the roads around Leicester Road, with a public car park a short walk away. The entrance is step-free.",
  },
] as const;

export default async function ReservationsPage() {
  const { phone } = await getContactView();
  return (
    <>
      <ArtHero
        art="candle-table"
        eyebrow="Reservations"
        title="Reserve your table"
        className="min-h-0 sm:min-h-[72svh]"
        introOnPhones={false}
        intro={
          <p>Tell us when you would like to join us. We hold the table, light the candles and have the chai ready.</p>
        }
      />

      <FormChapter
        id="request-title"
        number="01"
        label="Table request"
        title="Request a table"
        intro={`Choose a date, a time and how many of you are coming. This is a request, not yet a booking: we confirm it within 24 hours. For a table today, please call us on ${phone}.`}
        className="pt-10 pb-24 sm:py-32"
        form={<ReservationForm labelledBy="request-title" />}
        formClassName="mt-8 sm:mt-12"
      >
        <aside aria-label="How booking works" className="space-y-6 lg:col-span-5">
          <div className="border border-gold bg-umber p-8 sm:p-10">
            <CalendarCheck className="size-6 text-gold" aria-hidden="true" />
            <p className="mt-5 font-display text-2xl text-ivory">Confirmed within 24 hours</p>
            <p className="mt-3 text-base leading-relaxed text-muted-ivory">
              Every request is confirmed within 24 hours, by phone or e-mail. Your table is held once you hear from us.
            </p>
          </div>
          <div className="border border-gold/25 bg-charcoal p-8 sm:p-10">
            <Phone className="size-6 text-gold" aria-hidden="true" />
            <p className="mt-5 font-display text-2xl text-ivory">Booking for today?</p>
            <p className="mt-3 text-base leading-relaxed text-muted-ivory">
              Please ring us: same-day bookings must call, so we can check the room for you there and then.
            </p>
            <PhoneLink className="mt-4 inline-block font-display text-3xl text-gold [font-variant-numeric:lining-nums] hover:text-gold-bright" />
          </div>
          <div className="border border-gold/25 bg-charcoal p-8 sm:p-10">
            <Hourglass className="size-6 text-gold" aria-hidden="true" />
            <p className="mt-5 font-display text-2xl text-ivory">Fully booked?</p>
            <p className="mt-3 text-base leading-relaxed text-muted-ivory">
              When the time you want is full, join its waitlist: if a table frees up, we e-mail you a link to take it.
            </p>
            <SiteLink
              href="/reservations/waitlist"
              className="mt-4 inline-block text-gold underline decoration-gold/40 underline-offset-4 hover:text-gold-bright"
            >
              Join the waitlist
            </SiteLink>
          </div>
          <ReservationSpecialDates />
        </aside>
      </FormChapter>

      <ChapterSection
        id="know-title"
        number="02"
        label="Good to know"
        title="Before you arrive"
        className="border-t border-gold/15 bg-charcoal py-24 sm:py-32"
      >
        <CardGrid items={GOOD_TO_KNOW} look="panel-icon" className="mt-16 grid gap-px bg-gold/15 sm:grid-cols-2" />
      </ChapterSection>
    </>
  );
}
