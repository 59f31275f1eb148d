import { saveFaqs } from "../actions";
import { SettingsList } from "../lists";
import { settingsRoute } from "../settings-section";

const route = settingsRoute("faq", "faqs-title", (s) => (
  <SettingsList list="faqs" initial={{ items: s.faqs.items.map((f) => ({ ...f })) }} action={saveFaqs} />
));
export const metadata = route.metadata;
export default route.Page;
