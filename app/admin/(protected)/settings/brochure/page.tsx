import type { Metadata } from "next";
import { BrochureForm } from "@/app/admin/(protected)/settings/brochure-form";
import { SettingsSectionBody, settingsTitle } from "@/app/admin/(protected)/settings/settings-section";
import { readSettingsForAdmin } from "@/lib/settings/actions";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { removeBrochure, setBrochure } from "../actions";

export const metadata: Metadata = { title: settingsTitle("brochure") };

export default async function BrochureSettingsPage() {
  await requireAdmin();
  const s = await readSettingsForAdmin(await getDb());
  return (
    <SettingsSectionBody slug="brochure" titleId="brochure-title">
      <BrochureForm current={s.brochure} upload={setBrochure} remove={removeBrochure} />
    </SettingsSectionBody>
  );
}
