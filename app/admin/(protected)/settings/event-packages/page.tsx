import type { SiteSettings } from "@/lib/settings/types";
import { savePackages } from "../actions";
import { SettingsList } from "../lists";
import { settingsRoute } from "../settings-section";

const formValues = ({ packages }: SiteSettings) => ({
  items: packages.items.map((p) => ({
    name: p.name,
    price: String(p.price),
    summary: p.summary,
    includes: p.includes.join("\n"),
    popular: p.popular,
  })),
});

const route = settingsRoute("event-packages", "packages-title", (s) => (
  <SettingsList list="packages" initial={formValues(s)} action={savePackages} />
));
export const metadata = route.metadata;
export default route.Page;
