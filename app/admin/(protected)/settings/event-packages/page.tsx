import type { SiteSettings } from "@/features/settings/types";
import { savePackages } from "@/features/settings/actions";
import { SettingsList } from "@/features/settings/admin/lists";
import { settingsRoute } from "@/features/settings/admin/settings-section";

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
