"use server";

import { adminAction } from "@/lib/actions/admin-action";
import * as menu from "@/lib/menu/admin-actions";

// Each goes through adminAction: validate, requireAdmin, one transaction with its activity-log
// row, then updateTag("menu") so the public menu shows the change at its next request.
export const saveMenuSection = adminAction(menu.saveMenuSection);
export const deleteMenuSection = adminAction(menu.deleteMenuSection);
export const reorderMenuSections = adminAction(menu.reorderMenuSections);
export const saveMenuItem = adminAction(menu.saveMenuItem);
export const deleteMenuItem = adminAction(menu.deleteMenuItem);
export const reorderMenuItems = adminAction(menu.reorderMenuItems);
export const bulkUpdateMenu = adminAction(menu.bulkUpdateMenu);
