import { removeBrochure, setBrochure } from "../actions";
import { BrochureForm } from "../brochure-form";
import { settingsRoute } from "../settings-section";

const route = settingsRoute("brochure", "brochure-title", (s) => (
  <BrochureForm current={s.brochure} upload={setBrochure} remove={removeBrochure} />
));
export const metadata = route.metadata;
export default route.Page;
