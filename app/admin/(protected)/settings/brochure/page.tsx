import type { Metadata } from "next";
import { BrochureForm } from "@/components/admin/settings/brochure-form";
import { SettingsSectionBody, settingsTitle } from "@/components/admin/settings/settings-section";
import { readSettingsForAdmin } from "@/lib/admin/site-settings";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { removeBrochureAction, setBrochureAction } from "../actions";

export const metadata: Metadata = { title: settingsTitle("brochure") };

export default async function BrochureSettingsPage() {
  await requireAdmin();
  const s = await readSettingsForAdmin(await getDb());
  return (
    <SettingsSectionBody slug="brochure" titleId="brochure-title">
      <BrochureForm current={s.brochure} upload={setBrochureAction} remove={removeBrochureAction} />
    </SettingsSectionBody>
  );
}
