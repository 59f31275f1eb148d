import { removeBrochure, setBrochure } from "@/features/settings/actions";
import { BrochureForm } from "@/features/settings/components/brochure-form";
import { settingsRoute } from "@/features/settings/components/settings-section";

const route = settingsRoute("brochure", "brochure-title", (s) => (
  <BrochureForm current={s.brochure} upload={setBrochure} remove={removeBrochure} />
));
export const metadata = route.metadata;
export default route.Page;
