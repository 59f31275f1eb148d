import type { Metadata } from "next";
import { EventForm } from "@/components/forms/event-form";
import { PageHero } from "@/components/site/page-hero";

export const metadata: Metadata = {
  title: "Functions & Events",
  description: "Celebrations, corporate dinners and community gatherings, cooked and hosted by our team.",
  alternates: { canonical: "/events" },
};

export default function EventsPage() {
  return (
    <>
      <PageHero eyebrow="Private dining" title="Functions & Events" intro="Celebrations, corporate dinners and community gatherings, cooked and hosted by our team." />
      <section id="event-form" className="mx-auto max-w-3xl scroll-mt-24 px-5 py-16 sm:px-8 sm:py-24">
        <EventForm />
      </section>
    </>
  );
}
