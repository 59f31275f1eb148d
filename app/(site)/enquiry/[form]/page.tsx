import type { Metadata } from "next";
import { cookies } from "next/headers";
import { SiteLink } from "@/components/site/shell/site-link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { ContactForm } from "@/features/enquiries/components/contact-form";
import { EventForm } from "@/features/enquiries/components/event-form";
import { NewsletterForm } from "@/features/newsletter/components/newsletter-form";
import { ReservationForm } from "@/features/reservations/components/reservation-form";
import { WaitlistForm } from "@/features/reservations/components/waitlist-form";
import { fromCookieChunks, openFormState } from "@/lib/actions/form-result-cookie";
import { freshFormToken } from "@/lib/actions/form-token";
import { env } from "@/lib/env";

// The no-JavaScript answer page: the route handler redirects here with the sealed result in short-lived cookies.

export const instant = false;

export const metadata: Metadata = {
  title: "Your enquiry",
  robots: { index: false, follow: false },
};

const FORMS = {
  newsletter: { Form: NewsletterForm, back: { href: "/", label: "Back to the home page" } },
  reservation: { Form: ReservationForm, back: { href: "/reservations", label: "Back to reservations" } },
  contact: { Form: ContactForm, back: { href: "/contact", label: "Back to contact" } },
  event: { Form: EventForm, back: { href: "/events", label: "Back to functions & events" } },
  waitlist: { Form: WaitlistForm, back: { href: "/reservations", label: "Back to reservations" } },
} as const;

export default async function EnquiryResultPage({ params }: { params: Promise<{ form: string }> }) {
  const { form } = await params;
  const entry = FORMS[form as keyof typeof FORMS];
  if (!entry) notFound();
  // A request-time answer: connection() keeps it out of any prerender, where a fresh token's clock is not allowed.
  await connection();
  const jar = await cookies();
  const sealed = fromCookieChunks((name) => jar.get(name)?.value, form);
  const opened = sealed ? (openFormState(sealed, env().authSecret) ?? undefined) : undefined;
  // Rendered per request, so the token is stamped now: sending again is judged from this moment.
  const state = opened && !opened.token ? { ...opened, token: freshFormToken(form, env().authSecret) } : opened;
  const { Form, back } = entry;
  return (
    <section className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
      <Form initialState={state} />
      <p className="mt-10 text-center">
        <SiteLink href={back.href} className="btn-outline">
          {back.label}
        </SiteLink>
      </p>
    </section>
  );
}
