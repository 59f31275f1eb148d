import type { Metadata } from "next";
import { ContactForm } from "@/components/forms/contact-form";
import { PageHero } from "@/components/site/page-hero";

export const metadata: Metadata = {
  title: "Contact",
  description: "Questions, feedback or a special request: we would love to hear from you.",
  alternates: { canonical: "/contact" },
};

export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Contact" title="Get in touch" intro="Questions, feedback or a special request: we would love to hear from you." />
      <section className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
        <ContactForm />
      </section>
    </>
  );
}
