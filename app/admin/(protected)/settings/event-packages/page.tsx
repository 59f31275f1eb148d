import type { Metadata } from "next";
import { PackagesForm } from "@/app/admin/(protected)/settings/lists";
import { SettingsSectionBody, settingsTitle } from "@/app/admin/(protected)/settings/settings-section";
import { readSettingsForAdmin } from "@/lib/settings/actions";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { savePackages } from "../actions";

export const metadata: Metadata = { title: settingsTitle("event-packages") };

export default async function EventPackagesPage() {
  await requireAdmin();
  const s = await readSettingsForAdmin(await getDb());
  const items = s.packages.items.map((p) => ({ name: p.name, price: String(p.price), summary: p.summary, includes: p.includes.join("\n"), popular: p.popular }));
  return (
    <SettingsSectionBody slug="event-packages" titleId="packages-title">
      <PackagesForm initial={{ items }} action={savePackages} />
    </SettingsSectionBody>
  );
}
