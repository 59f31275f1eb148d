import type { Metadata } from "next";
import { FaqsForm } from "@/app/admin/(protected)/settings/lists";
import { SettingsSectionBody, settingsTitle } from "@/app/admin/(protected)/settings/settings-section";
import { readSettingsForAdmin } from "@/lib/settings/actions";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { saveFaqs } from "../actions";

export const metadata: Metadata = { title: settingsTitle("faq") };

export default async function FaqSettingsPage() {
  await requireAdmin();
  const s = await readSettingsForAdmin(await getDb());
  return (
    <SettingsSectionBody slug="faq" titleId="faqs-title">
      <FaqsForm initial={{ items: s.faqs.items.map((f) => ({ ...f })) }} action={saveFaqs} />
    </SettingsSectionBody>
  );
}
