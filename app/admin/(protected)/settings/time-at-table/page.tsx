import { saveTableTimes } from "@/features/settings/actions";
import { settingsRoute } from "@/features/settings/admin/settings-section";
import { TableTimesForm } from "@/features/settings/admin/table-times-form";

const route = settingsRoute("time-at-table", "time-at-table-title", (s) => (
  <TableTimesForm initial={{ ...s.tableTimes }} action={saveTableTimes} />
));
export const metadata = route.metadata;
export default route.Page;
