import { eq } from "drizzle-orm";
import type { z } from "zod";
import { type AdminRunContext, AdminActionError } from "@/lib/actions/admin-action-core";
import { reorderSchema } from "@/lib/admin/reorder";
import { heroVideos } from "@/lib/db/schema";
import {
  added,
  createHeroVideoSchema,
  deleteUnusedFiles,
  heroAction,
  heroDeleteSchema,
  HERO_FILE_MESSAGES,
  heroVideoSchema,
  media,
  MEDIA_ACTION_MESSAGES,
  nextSortIndex,
  reorderRows,
  secondsToMs,
  type MediaActionDeps,
} from "@/features/media";

export function createHeroVideoRun(deps: MediaActionDeps) {
  return async ({ input, tx }: AdminRunContext<z.output<typeof createHeroVideoSchema>>) => {
    const secret = deps.secret();
    if (!input.poster) throw new AdminActionError(HERO_FILE_MESSAGES.nothing);
    const mp4 = input.mp4 ? media(input.mp4, secret, "video") : null;
    const webm = mp4 && input.webm ? media(input.webm, secret, "video") : null;
    const poster = media(input.poster, secret, "image");
    if ((mp4 && mp4.format !== "mp4") || (webm && webm.format !== "webm"))
      throw new AdminActionError(MEDIA_ACTION_MESSAGES.expiredUpload);
    const [row] = await tx
      .insert(heroVideos)
      .values({
        status: input.status,
        visible: input.visible,
        sortIndex: await nextSortIndex(tx, heroVideos),
        videoUrl: mp4?.url ?? null,
        videoWebm: webm?.url ?? null,
        posterUrl: poster.imageWebp,
        posterWidth: poster.width,
        posterHeight: poster.height,
        altText: input.altText,
        transitionDuration: secondsToMs(input.slideSeconds),
        storageKeys: [...(mp4?.storageKeys ?? []), ...(webm?.storageKeys ?? []), ...poster.storageKeys],
      })
      .returning();
    return added(
      row,
      "hero_video.added",
      (r) => `Added a hero ${mp4 ? "video" : "still slide"} (“${r.altText || "no alt text yet"}”, ${r.status})`,
    );
  };
}

export async function updateHeroVideoRun({ input, tx }: AdminRunContext<z.output<typeof heroVideoSchema>>) {
  const [before] = await tx.select().from(heroVideos).where(eq(heroVideos.id, input.id));
  if (!before) throw new AdminActionError(MEDIA_ACTION_MESSAGES.heroGone);
  const { id, slideSeconds, ...values } = input;
  const [after] = await tx
    .update(heroVideos)
    .set({ ...values, transitionDuration: secondsToMs(slideSeconds) })
    .where(eq(heroVideos.id, id))
    .returning();
  return {
    result: after!,
    log: {
      action: "hero_video.updated",
      entityId: id,
      summary: `Updated the hero video “${after!.altText || "untitled"}”`,
      before,
      after,
    },
  };
}

export async function reorderHeroVideosRun({ input, tx }: AdminRunContext<z.output<typeof reorderSchema>>) {
  const orders = await reorderRows(tx, heroVideos, input.ids, (r) => r.altText || "Untitled slide");
  return {
    result: { ids: input.ids },
    log: { action: "hero.reordered", reorder: { list: "the hero slides", ...orders } },
  };
}

export function deleteHeroVideoRun(deps: MediaActionDeps) {
  return async ({ input, tx }: AdminRunContext<z.output<typeof heroDeleteSchema>>) => {
    const [before] = await tx.delete(heroVideos).where(eq(heroVideos.id, input.id)).returning();
    if (!before) throw new AdminActionError(MEDIA_ACTION_MESSAGES.heroGone);
    return {
      result: { id: input.id },
      log: {
        action: "hero_video.deleted",
        entityId: input.id,
        summary: `Deleted the hero video “${before.altText || "untitled"}”`,
        before,
      },
      afterCommit: await deleteUnusedFiles(tx, deps.storage, before.storageKeys),
    };
  };
}

export function heroActions(deps: MediaActionDeps) {
  return {
    createHeroVideo: heroAction("hero.create", createHeroVideoSchema, createHeroVideoRun(deps)),

    updateHeroVideo: heroAction("hero.update", heroVideoSchema, updateHeroVideoRun),

    reorderHeroVideos: heroAction("hero.reorder", reorderSchema, reorderHeroVideosRun),

    deleteHeroVideo: heroAction("hero.delete", heroDeleteSchema, deleteHeroVideoRun(deps)),
  };
}
