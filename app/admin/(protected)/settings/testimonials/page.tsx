import type { Metadata } from "next";
import { TestimonialsForm } from "@/components/admin/settings/lists";
import { SettingsSectionBody, settingsTitle } from "@/components/admin/settings/settings-section";
import { readSettingsForAdmin } from "@/lib/admin/site-settings";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { saveTestimonialsAction } from "../actions";

export const metadata: Metadata = { title: settingsTitle("testimonials") };

export default async function TestimonialsSettingsPage() {
  await requireAdmin();
  const s = await readSettingsForAdmin(await getDb());
  return (
    <SettingsSectionBody slug="testimonials" titleId="testimonials-title">
      <TestimonialsForm initial={{ items: s.testimonials.items.map((t) => ({ ...t })) }} action={saveTestimonialsAction} />
    </SettingsSectionBody>
  );
}
