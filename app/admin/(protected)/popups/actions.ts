"use server";

import { adminAction } from "@/lib/actions/admin-action";
import { serverDeps } from "@/lib/actions/server-deps";
import { popupActions } from "@/lib/popups/actions";

const popups = popupActions(serverDeps);
export const createPopup = adminAction(popups.createPopup);
export const updatePopup = adminAction(popups.updatePopup);
export const duplicatePopup = adminAction(popups.duplicatePopup);
export const deletePopup = adminAction(popups.deletePopup);
