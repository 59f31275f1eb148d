import Link from "next/link";
import { NewsletterForm } from "@/components/forms/newsletter-form";
import { site } from "@/lib/site";

export default function HomePage() {
  return (
    <>
    <section className="relative flex min-h-[calc(100dvh-var(--header-offset))] items-center justify-center overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_30%_20%,rgba(201,164,92,0.22),transparent_55%),radial-gradient(ellipse_at_80%_90%,rgba(15,43,35,1),transparent_60%),linear-gradient(180deg,#1a1613,#0f0d0b)]"
      />
      <div className="relative mx-auto max-w-3xl px-5 py-24 text-center">
        <p className="eyebrow">Pakistani fine dining · Wigston, Leicester</p>
        <h1 className="display mt-6 text-6xl leading-[0.95] text-ivory sm:text-7xl lg:text-8xl">{site.tagline}</h1>
        <div className="gold-rule mx-auto mt-10" aria-hidden="true" />
        <p className="mx-auto mt-8 max-w-xl text-lg leading-relaxed text-muted-ivory">
          The kitchens of Lahore, Karachi and Peshawar, cooked with care and served with warmth. 100% halal.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <Link href="/reservations" className="btn-gold">
            Book a Table
          </Link>
          <Link href="/menu" className="btn-outline">
            View Menu
          </Link>
        </div>
      </div>
    </section>
    <section className="mx-auto max-w-5xl px-5 py-16 sm:px-8 sm:py-24">
      <NewsletterForm />
    </section>
    </>
  );
}
