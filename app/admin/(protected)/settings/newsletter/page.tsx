import { saveNewsletterSettings } from "@/features/settings/actions";
import { NewsletterSettingsForm } from "@/features/settings/admin/newsletter-form";
import { settingsRoute } from "@/features/settings/admin/settings-section";

const route = settingsRoute("newsletter", "newsletter-title", (s) => (
  <NewsletterSettingsForm initial={{ perMinute: s.newsletter.perMinute }} action={saveNewsletterSettings} />
));
export const metadata = route.metadata;
export default route.Page;
