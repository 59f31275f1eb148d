import { removeBrochure, setBrochure } from "@/features/settings/actions";
import { BrochureForm } from "@/features/settings/admin/brochure-form";
import { settingsRoute } from "@/features/settings/admin/settings-section";

const route = settingsRoute("brochure", "brochure-title", (s) => (
  <BrochureForm current={s.brochure} upload={setBrochure} remove={removeBrochure} />
));
export const metadata = route.metadata;
export default route.Page;
