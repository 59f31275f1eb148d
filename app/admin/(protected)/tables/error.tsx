"use client";

import { TablesLoadError } from "@/features/tables/admin/tables-states";

export default TablesLoadError;
