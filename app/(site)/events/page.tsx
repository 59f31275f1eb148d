import type { Metadata } from "next";
import { PageHero } from "@/components/site/page-hero";

export const metadata: Metadata = {
  title: "Functions & Events",
  description: "Celebrations, corporate dinners and community gatherings, cooked and hosted by our team.",
  alternates: { canonical: "/events" },
};

export default function EventsPage() {
  return <PageHero eyebrow="Private dining" title="Functions & Events" intro="Celebrations, corporate dinners and community gatherings, cooked and hosted by our team." />;
}
