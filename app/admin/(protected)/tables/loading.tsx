import { TablesLoading } from "@/features/tables/admin/tables-states";

export default TablesLoading;
