import { saveContactSettings } from "./actions";
import { ContactSettingsForm } from "./contact-form";
import { settingsRoute } from "./settings-section";

// The first section sits at /admin/settings itself, so the admin navigation and old links land on it.
const route = settingsRoute("contact", "contact-title", (s) => (
  <ContactSettingsForm initial={s.contact} action={saveContactSettings} />
));
export const metadata = route.metadata;
export default route.Page;
