"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { siteActions } from "./changes";

export const { refreshPublicSite } = adminActions(siteActions());
