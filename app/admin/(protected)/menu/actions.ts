"use server";

import { adminAction } from "@/lib/actions/admin-action";
import { menuActions } from "@/lib/menu/actions";

const menu = menuActions();
export const saveMenuSection = adminAction(menu.saveMenuSection);
export const deleteMenuSection = adminAction(menu.deleteMenuSection);
export const reorderMenuSections = adminAction(menu.reorderMenuSections);
export const saveMenuItem = adminAction(menu.saveMenuItem);
export const deleteMenuItem = adminAction(menu.deleteMenuItem);
export const reorderMenuItems = adminAction(menu.reorderMenuItems);
export const bulkUpdateMenu = adminAction(menu.bulkUpdateMenu);
