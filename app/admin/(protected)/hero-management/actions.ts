"use server";

import { adminAction } from "@/lib/actions/admin-action";
import { heroActionDefinitions } from "@/lib/admin/media-actions";
import { env } from "@/lib/env";
import { storage } from "@/lib/storage";

const defs = heroActionDefinitions({ storage, secret: () => env().authSecret });

export const createHeroVideo = adminAction(defs.create);
export const updateHeroVideo = adminAction(defs.update);
export const reorderHeroVideos = adminAction(defs.reorder);
export const deleteHeroVideo = adminAction(defs.remove);
