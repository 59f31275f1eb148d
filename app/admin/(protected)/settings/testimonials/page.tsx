import type { Metadata } from "next";
import { saveTestimonials } from "../actions";
import { SettingsList } from "../lists";
import { SettingsPage, settingsTitle } from "../settings-section";

export const metadata: Metadata = { title: settingsTitle("testimonials") };

export default function TestimonialsSettingsPage() {
  return (
    <SettingsPage
      slug="testimonials"
      titleId="testimonials-title"
      form={(s) => (
        <SettingsList
          list="testimonials"
          initial={{ items: s.testimonials.items.map((t) => ({ ...t })) }}
          action={saveTestimonials}
        />
      )}
    />
  );
}
