import type { Metadata } from "next";
import { cookies } from "next/headers";
import { SiteLink } from "@/components/site/shell/site-link";
import { connection } from "next/server";
import { ContactForm } from "@/features/enquiries/components/contact-form";
import { EventForm } from "@/features/enquiries/components/event-form";
import { NewsletterForm } from "@/features/newsletter/components/newsletter-form";
import { ReservationForm } from "@/features/reservations/components/reservation-form";
import { WaitlistForm } from "@/features/reservations/components/waitlist-form";
import { fromCookieChunks, openFormState } from "@/lib/actions/form-result-cookie";
import { freshFormToken } from "@/lib/actions/form-token";
import { env } from "@/lib/env";
import type { EnquiryFormType } from "@/lib/forms/messages";

// The no-JavaScript answer of the five public forms (the route handler redirects to /enquiry/<form> with the
// sealed result in short-lived cookies). One route folder per form, not a [form] segment: a notFound() there
// comes after streaming has begun, so an unknown form got a 200 and a blank page instead of the 404 page.

export const formAnswerMetadata: Metadata = {
  title: "Your enquiry",
  robots: { index: false, follow: false },
};

const FORMS = {
  newsletter: { Form: NewsletterForm, back: { href: "/", label: "Back to the home page" } },
  reservation: { Form: ReservationForm, back: { href: "/reservations", label: "Back to reservations" } },
  contact: { Form: ContactForm, back: { href: "/contact", label: "Back to contact" } },
  event: { Form: EventForm, back: { href: "/events", label: "Back to functions & events" } },
  waitlist: { Form: WaitlistForm, back: { href: "/reservations", label: "Back to reservations" } },
} as const satisfies Record<EnquiryFormType, { Form: unknown; back: { href: string; label: string } }>;

export async function FormAnswer({ form }: { form: EnquiryFormType }) {
  // A request-time answer: connection() keeps it out of any prerender, where a fresh token's clock is not allowed.
  await connection();
  const jar = await cookies();
  const sealed = fromCookieChunks((name) => jar.get(name)?.value, form);
  const opened = sealed ? (openFormState(sealed, env().authSecret) ?? undefined) : undefined;
  // Rendered per request, so the token is stamped now: sending again is judged from this moment.
  const state = opened && !opened.token ? { ...opened, token: freshFormToken(form, env().authSecret) } : opened;
  const { Form, back } = FORMS[form];
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
