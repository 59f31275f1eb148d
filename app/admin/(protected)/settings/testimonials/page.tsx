import { saveTestimonials } from "@/features/settings/actions";
import { SettingsList } from "@/features/settings/admin/lists";
import { settingsRoute } from "@/features/settings/admin/settings-section";

const route = settingsRoute("testimonials", "testimonials-title", (s) => (
  <SettingsList
    list="testimonials"
    initial={{ items: s.testimonials.items.map((t) => ({ ...t })) }}
    action={saveTestimonials}
  />
));
export const metadata = route.metadata;
export default route.Page;
