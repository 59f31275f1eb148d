import type { Metadata } from "next";
import { ReservationForm } from "@/components/forms/reservation-form";
import { PageHero } from "@/components/site/page-hero";

export const metadata: Metadata = {
  title: "Reservations",
  description: "Tell us when you would like to join us and we will confirm within 24 hours.",
  alternates: { canonical: "/reservations" },
};

export default function ReservationsPage() {
  return (
    <>
      <PageHero eyebrow="Reservations" title="Reserve a table" intro="Tell us when you would like to join us and we will confirm within 24 hours." />
      <section className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
        <ReservationForm />
      </section>
    </>
  );
}
