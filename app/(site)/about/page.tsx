import type { Metadata } from "next";
import { PageHero } from "@/components/site/page-hero";

export const metadata: Metadata = {
  title: "About",
  description: "A family table from Lahore, Karachi and Peshawar, brought to Wigston with modern technique and warm hospitality.",
  alternates: { canonical: "/about" },
};

export default function AboutPage() {
  return <PageHero eyebrow="Our Story" title="Our story" intro="A family table from Lahore, Karachi and Peshawar, brought to Wigston with modern technique and warm hospitality." />;
}
