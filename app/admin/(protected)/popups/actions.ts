"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { serverDeps } from "@/lib/actions/server-deps";
import { popupActions } from "@/lib/popups/actions";

export const { createPopup, updatePopup, duplicatePopup, deletePopup } = adminActions(popupActions(serverDeps));
