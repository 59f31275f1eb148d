import { saveContactSettings } from "@/features/settings/actions";
import { ContactSettingsForm } from "@/features/settings/admin/contact-form";
import { settingsRoute } from "@/features/settings/admin/settings-section";

// The first section sits at /admin/settings itself, so the admin navigation and old links land on it.
const route = settingsRoute("contact", "contact-title", (s) => (
  <ContactSettingsForm initial={s.contact} action={saveContactSettings} />
));
export const metadata = route.metadata;
export default route.Page;
