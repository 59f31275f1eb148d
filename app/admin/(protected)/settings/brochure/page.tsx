import type { Metadata } from "next";
import { removeBrochure, setBrochure } from "../actions";
import { BrochureForm } from "../brochure-form";
import { SettingsPage, settingsTitle } from "../settings-section";

export const metadata: Metadata = { title: settingsTitle("brochure") };

export default function BrochureSettingsPage() {
  return (
    <SettingsPage
      slug="brochure"
      titleId="brochure-title"
      form={(s) => <BrochureForm current={s.brochure} upload={setBrochure} remove={removeBrochure} />}
    />
  );
}
