"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { serverDeps } from "@/lib/actions/server-deps";
import { heroActions } from "./changes";

export const { createHeroVideo, updateHeroVideo, reorderHeroVideos, deleteHeroVideo } = adminActions(
  heroActions(serverDeps),
);
