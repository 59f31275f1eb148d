import { ArtHero } from "@/components/site/art/art-hero";
import { PrivacyNotice } from "@/features/site/components/privacy-notice";
import { pageMetadata } from "@/features/site/seo/metadata";

export const generateMetadata = pageMetadata({
  title: "Privacy notice",
  description:
    "What 47 Restaurant keeps about its guests, why, for how long, and how to ask for a copy or for it to be erased.",
  path: "/privacy",
});

export default function PrivacyPage() {
  return (
    <>
      <ArtHero
        art="jali"
        eyebrow="Privacy"
        title="Your details, looked after"
        intro={<p>What we keep when you book or write to us, why, for how long, and whom to ask.</p>}
      />
      <PrivacyNotice />
    </>
  );
}
