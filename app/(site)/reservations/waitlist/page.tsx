import type { Metadata } from "next";
import { connection } from "next/server";
import { SiteLink } from "@/components/site/shell/site-link";
import { WaitlistForm } from "@/features/reservations/components/waitlist-form";
import { waitlistPrefill } from "@/features/reservations/waitlist-schema";
import type { SearchParams } from "@/lib/routes/search-params";

// The reservation form links here with the full slot it showed; the page reads that per request.

export const instant = false;

export const metadata: Metadata = {
  title: "Join the waitlist",
  description: "A fully booked evening at 47 Restaurant? Join the waitlist and we will e-mail you if a table frees up.",
  robots: { index: false, follow: true },
};

export default async function WaitlistPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const values = waitlistPrefill(await searchParams);
  return (
    <section className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
      <p className="eyebrow">Reservations</p>
      <h1 id="waitlist-title" className="display mt-4 text-4xl text-ivory sm:text-5xl">
        Join the waitlist
      </h1>
      <div className="gold-rule mt-8" aria-hidden="true" />
      <p className="mt-8 max-w-prose text-lg leading-relaxed text-muted-ivory">
        Is the time you wanted fully booked? Leave your details and we will e-mail you the moment a table for your party
        frees up. The e-mail has a button to accept it, and the offer lasts a short while, so please look out for it.
      </p>
      <div className="mt-10">
        <WaitlistForm
          labelledBy="waitlist-title"
          initialState={values ? { status: "idle", id: "idle", values } : undefined}
        />
      </div>
      <p className="mt-10 text-center">
        <SiteLink href="/reservations" className="btn-outline">
          Back to reservations
        </SiteLink>
      </p>
    </section>
  );
}
