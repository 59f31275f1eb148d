"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { menuActions } from "@/lib/menu/actions";

export const {
  saveMenuSection,
  deleteMenuSection,
  reorderMenuSections,
  saveMenuItem,
  deleteMenuItem,
  reorderMenuItems,
  bulkUpdateMenu,
} = adminActions(menuActions());
