"use server";

import { adminAction } from "@/lib/actions/admin-action";
import { serverDeps } from "@/lib/actions/server-deps";
import { heroActions } from "@/lib/media/actions";

const hero = heroActions(serverDeps);
export const createHeroVideo = adminAction(hero.createHeroVideo);
export const updateHeroVideo = adminAction(hero.updateHeroVideo);
export const reorderHeroVideos = adminAction(hero.reorderHeroVideos);
export const deleteHeroVideo = adminAction(hero.deleteHeroVideo);
