"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { serverDeps } from "@/lib/actions/server-deps";
import { popupActions } from "@/features/popups/changes";

export const { createPopup, updatePopup, duplicatePopup, deletePopup } = adminActions(popupActions(serverDeps));
