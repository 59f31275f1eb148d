import type { Metadata } from "next";
import { TestimonialsForm } from "@/app/admin/(protected)/settings/lists";
import { SettingsSectionBody, settingsTitle } from "@/app/admin/(protected)/settings/settings-section";
import { readSettingsForAdmin } from "@/lib/settings/actions";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { saveTestimonials } from "../actions";

export const metadata: Metadata = { title: settingsTitle("testimonials") };

export default async function TestimonialsSettingsPage() {
  await requireAdmin();
  const s = await readSettingsForAdmin(await getDb());
  return (
    <SettingsSectionBody slug="testimonials" titleId="testimonials-title">
      <TestimonialsForm initial={{ items: s.testimonials.items.map((t) => ({ ...t })) }} action={saveTestimonials} />
    </SettingsSectionBody>
  );
}
