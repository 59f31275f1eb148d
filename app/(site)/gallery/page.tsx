import type { Metadata } from "next";
import { PageHero } from "@/components/site/page-hero";

export const metadata: Metadata = {
  title: "Gallery",
  description: "The dining room, the kitchen and the plates that leave it.",
  alternates: { canonical: "/gallery" },
};

export default function GalleryPage() {
  return <PageHero eyebrow="Gallery" title="Gallery" intro="The dining room, the kitchen and the plates that leave it." />;
}
