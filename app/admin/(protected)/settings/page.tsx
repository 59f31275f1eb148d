import type { Metadata } from "next";
import { saveContactSettings } from "./actions";
import { ContactSettingsForm } from "./contact-form";
import { SettingsPage, settingsTitle } from "./settings-section";

// The first section sits at /admin/settings itself, so the admin navigation and old links land on it.
export const metadata: Metadata = { title: settingsTitle("contact") };

export default function ContactSettingsPage() {
  return (
    <SettingsPage
      slug="contact"
      titleId="contact-title"
      form={(s) => <ContactSettingsForm initial={s.contact} action={saveContactSettings} />}
    />
  );
}
