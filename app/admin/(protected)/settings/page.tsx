import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { WeeklyHoursForm } from "@/components/admin/opening-times/weekly-hours-form";
import { adminSection } from "@/components/admin/sections";
import { BrochureForm } from "@/components/admin/settings/brochure-form";
import { ContactSettingsForm } from "@/components/admin/settings/contact-form";
import { FaqsForm, PackagesForm, TestimonialsForm } from "@/components/admin/settings/lists";
import { readSettingsForAdmin } from "@/lib/admin/site-settings";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { toHHMM } from "@/lib/hours/format";
import { site } from "@/lib/site";
import {
  removeBrochureAction,
  saveCollectionHoursAction,
  saveContactSettingsAction,
  saveFaqsAction,
  savePackagesAction,
  saveTestimonialsAction,
  setBrochureAction,
} from "./actions";

export const metadata: Metadata = { title: "Settings" };

const hhmm = (v: string | null | undefined) => (v ? toHHMM(v) : "");

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-12">
      <h2 id={id} className="mb-1 font-display text-2xl font-semibold">
        {title}
      </h2>
      <p className="mb-4 max-w-2xl text-sm text-muted-foreground">{intro}</p>
      {children}
    </section>
  );
}

export default async function SettingsPage() {
  await requireAdmin();
  const { description } = adminSection("/admin/settings");
  const s = await readSettingsForAdmin(await getDb());

  const collection = {
    days: s.collectionHours.days.map((d) => ({
      day: d.day,
      isClosed: d.isClosed,
      openTime1: hhmm(d.openTime1),
      closeTime1: hhmm(d.closeTime1),
      openTime2: hhmm(d.openTime2),
      closeTime2: hhmm(d.closeTime2),
      notes: d.notes ?? "",
    })),
  };

  return (
    <>
      <AdminPageHeader title="Settings" description={description} />
      <p className="mb-10 max-w-2xl text-sm text-muted-foreground">
        The name ({site.name}) and tagline ({site.tagline}) are part of the brand and stay as they are. Everything below shows on the website from the next page
        view after you save.
      </p>
      <Section id="contact-title" title="Contact details" intro="Shown in the footer, on the contact, events and online-ordering pages, and to search engines.">
        <ContactSettingsForm initial={s.contact} action={saveContactSettingsAction} />
      </Section>
      <Section id="collection-title" title="Collection hours" intro="When guests can collect a phoned-in order, shown on the online-ordering page. Keep them inside the opening hours.">
        <WeeklyHoursForm
          initial={collection}
          action={saveCollectionHoursAction}
          copy={{ titleId: "collection-title", subject: "collection hours", savedTitle: "Collection hours saved", submit: "Save collection hours", column: "Collection hours", notes: false }}
        />
      </Section>
      <Section id="packages-title" title="Event packages" intro="The packages on the events page, in this order. Prices are per guest, starting from.">
        <PackagesForm
          initial={{ items: s.packages.items.map((p) => ({ name: p.name, price: String(p.price), summary: p.summary, includes: p.includes.join("\n"), popular: p.popular })) }}
          action={savePackagesAction}
        />
      </Section>
      <Section id="faqs-title" title="Events FAQ" intro="Questions and answers on the events page, in this order.">
        <FaqsForm initial={{ items: s.faqs.items.map((f) => ({ ...f })) }} action={saveFaqsAction} />
      </Section>
      <Section id="testimonials-title" title="Testimonials" intro="Guests' words on the events page, in this order.">
        <TestimonialsForm initial={{ items: s.testimonials.items.map((t) => ({ ...t })) }} action={saveTestimonialsAction} />
      </Section>
      <Section id="brochure-title" title="Events brochure" intro="The PDF behind the events page's Download Brochure button. A new upload replaces the current file.">
        <BrochureForm current={s.brochure} upload={setBrochureAction} remove={removeBrochureAction} />
      </Section>
    </>
  );
}
