import { saveFaqs } from "@/features/settings/actions";
import { SettingsList } from "@/features/settings/admin/lists";
import { settingsRoute } from "@/features/settings/admin/settings-section";

const route = settingsRoute("faq", "faqs-title", (s) => (
  <SettingsList list="faqs" initial={{ items: s.faqs.items.map((f) => ({ ...f })) }} action={saveFaqs} />
));
export const metadata = route.metadata;
export default route.Page;
