import type { Metadata } from "next";
import { PageHero } from "@/components/site/page-hero";

export const metadata: Metadata = {
  title: "Online Ordering",
  description: "Ordering online is not live yet. Call us and we will have your order ready to collect.",
  alternates: { canonical: "/online-ordering" },
};

export default function OnlineOrderingPage() {
  return <PageHero eyebrow="Collection" title="Online ordering" intro="Ordering online is not live yet. Call us and we will have your order ready to collect." />;
}
