import type { Metadata } from "next";
import type { SiteSettings } from "@/lib/settings/types";
import { savePackages } from "../actions";
import { SettingsList } from "../lists";
import { SettingsPage, settingsTitle } from "../settings-section";

export const metadata: Metadata = { title: settingsTitle("event-packages") };

const formValues = ({ packages }: SiteSettings) => ({
  items: packages.items.map((p) => ({
    name: p.name,
    price: String(p.price),
    summary: p.summary,
    includes: p.includes.join("\n"),
    popular: p.popular,
  })),
});

export default function EventPackagesPage() {
  return (
    <SettingsPage
      slug="event-packages"
      titleId="packages-title"
      form={(s) => <SettingsList list="packages" initial={formValues(s)} action={savePackages} />}
    />
  );
}
