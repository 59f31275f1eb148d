import type { Metadata } from "next";
import { ContactSettingsForm } from "@/app/admin/(protected)/settings/contact-form";
import { SettingsSectionBody, settingsTitle } from "@/app/admin/(protected)/settings/settings-section";
import { readSettingsForAdmin } from "@/lib/settings/actions";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { saveContactSettings } from "./actions";

// The first section sits at /admin/settings itself, so the admin navigation and old links land on it.
export const metadata: Metadata = { title: settingsTitle("contact") };

export default async function SettingsPage() {
  await requireAdmin();
  const s = await readSettingsForAdmin(await getDb());
  return (
    <SettingsSectionBody slug="contact" titleId="contact-title">
      <ContactSettingsForm initial={s.contact} action={saveContactSettings} />
    </SettingsSectionBody>
  );
}
