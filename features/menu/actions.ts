"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { menuActions } from "@/features/menu/changes";

export const {
  saveMenuSection,
  deleteMenuSection,
  reorderMenuSections,
  saveMenuItem,
  deleteMenuItem,
  reorderMenuItems,
  bulkUpdateMenu,
} = adminActions(menuActions());
