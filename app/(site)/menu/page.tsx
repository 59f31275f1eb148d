import type { Metadata } from "next";
import { PageHero } from "@/components/site/page-hero";

export const metadata: Metadata = {
  title: "Menu",
  description: "Seasonal Pakistani cooking, from the tandoor to the karahi. 100% halal.",
  alternates: { canonical: "/menu" },
};

export default function MenuPage() {
  return <PageHero eyebrow="Menu" title="Our Menu" intro="Seasonal Pakistani cooking, from the tandoor to the karahi. 100% halal." />;
}
