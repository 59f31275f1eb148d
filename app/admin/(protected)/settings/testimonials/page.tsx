import { saveTestimonials } from "../actions";
import { SettingsList } from "../lists";
import { settingsRoute } from "../settings-section";

const route = settingsRoute("testimonials", "testimonials-title", (s) => (
  <SettingsList
    list="testimonials"
    initial={{ items: s.testimonials.items.map((t) => ({ ...t })) }}
    action={saveTestimonials}
  />
));
export const metadata = route.metadata;
export default route.Page;
