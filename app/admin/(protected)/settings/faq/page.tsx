import type { Metadata } from "next";
import { saveFaqs } from "../actions";
import { SettingsList } from "../lists";
import { SettingsPage, settingsTitle } from "../settings-section";

export const metadata: Metadata = { title: settingsTitle("faq") };

export default function FaqSettingsPage() {
  return (
    <SettingsPage
      slug="faq"
      titleId="faqs-title"
      form={(s) => (
        <SettingsList list="faqs" initial={{ items: s.faqs.items.map((f) => ({ ...f })) }} action={saveFaqs} />
      )}
    />
  );
}
