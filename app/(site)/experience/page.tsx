import type { Metadata } from "next";
import { PageHero } from "@/components/site/page-hero";

export const metadata: Metadata = {
  title: "Discover Our Story",
  description: "Authentic ambience, artisan mocktails and service that remembers you.",
  alternates: { canonical: "/experience" },
};

export default function ExperiencePage() {
  return <PageHero eyebrow="The 47 Experience" title="Discover Our Story" intro="Authentic ambience, artisan mocktails and service that remembers you." />;
}
