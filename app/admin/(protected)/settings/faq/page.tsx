import type { Metadata } from "next";
import { FaqsForm } from "@/components/admin/settings/lists";
import { SettingsSectionBody, settingsTitle } from "@/components/admin/settings/settings-section";
import { readSettingsForAdmin } from "@/lib/admin/site-settings";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { saveFaqsAction } from "../actions";

export const metadata: Metadata = { title: settingsTitle("faq") };

export default async function FaqSettingsPage() {
  await requireAdmin();
  const s = await readSettingsForAdmin(await getDb());
  return (
    <SettingsSectionBody slug="faq" titleId="faqs-title">
      <FaqsForm initial={{ items: s.faqs.items.map((f) => ({ ...f })) }} action={saveFaqsAction} />
    </SettingsSectionBody>
  );
}
