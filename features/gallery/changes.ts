import { eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { type AdminRunContext, AdminActionError, type ActivityEntry } from "@/lib/actions/admin-action-core";
import { reorderSchema } from "@/lib/admin/reorder";
import { galleryImages } from "@/lib/db/schema";
import {
  added,
  ALT_REQUIRED_TO_PUBLISH,
  addGalleryItemSchema,
  deleteUnusedFiles,
  galleryAction,
  galleryBulkSchema,
  galleryItemSchema,
  galleryPosterSchema,
  media,
  MEDIA_ACTION_MESSAGES,
  nextSortIndex,
  placeholderOrNull,
  quotedList,
  reorderRows,
  verifyMedia,
  type MediaActionDeps,
} from "@/features/media";

export function addGalleryItemRun(deps: MediaActionDeps) {
  return async ({ input, tx }: AdminRunContext<z.output<typeof addGalleryItemSchema>>) => {
    const m = verifyMedia(input.token, deps.secret());
    // A brochure's token is signed too: only pictures and videos belong in the gallery.
    if (!m || m.kind === "document") throw new AdminActionError(MEDIA_ACTION_MESSAGES.expiredUpload);
    const files =
      m.kind === "image"
        ? {
            mediaType: "image" as const,
            imageUrl: m.imageUrl,
            imageWebp: m.imageWebp,
            imageAvif: m.imageAvif,
            thumbnailUrl: m.thumbnailUrl,
            thumbnailAvif: m.thumbnailAvif ?? null,
            width: m.width,
            height: m.height,
            placeholder: placeholderOrNull(m.placeholder),
          }
        : { mediaType: "video" as const, ...(m.format === "mp4" ? { videoUrl: m.url } : { videoWebm: m.url }) };
    const [row] = await tx
      .insert(galleryImages)
      .values({
        title: input.title,
        category: input.category,
        ...files,
        storageKeys: m.storageKeys,
        status: "draft",
        visible: true,
        sortIndex: await nextSortIndex(tx, galleryImages),
      })
      .returning();
    return added(row, "gallery_image.added", (r) => `Added the ${r.mediaType} “${r.title}” to the gallery (draft)`);
  };
}

export async function updateGalleryItemRun({ input, tx }: AdminRunContext<z.output<typeof galleryItemSchema>>) {
  const [before] = await tx.select().from(galleryImages).where(eq(galleryImages.id, input.id));
  if (!before) throw new AdminActionError(MEDIA_ACTION_MESSAGES.galleryGone);
  const { id, ...values } = input;
  const [after] = await tx.update(galleryImages).set(values).where(eq(galleryImages.id, id)).returning();
  return {
    result: after!,
    log: {
      action: "gallery_image.updated",
      entityId: id,
      summary: `Updated “${after!.title}” in the gallery`,
      before,
      after,
    },
  };
}

export function setGalleryPosterRun(deps: MediaActionDeps) {
  return async ({ input, tx }: AdminRunContext<z.output<typeof galleryPosterSchema>>) => {
    const poster = media(input.token, deps.secret(), "image");
    const [before] = await tx.select().from(galleryImages).where(eq(galleryImages.id, input.id));
    if (!before) throw new AdminActionError(MEDIA_ACTION_MESSAGES.galleryGone);
    if (before.mediaType !== "video") throw new AdminActionError(MEDIA_ACTION_MESSAGES.notVideo);
    const videoKeys = before.storageKeys.filter((k) => /\.(mp4|webm)$/.test(k));
    const [after] = await tx
      .update(galleryImages)
      .set({
        videoThumbnail: poster.imageWebp,
        thumbnailUrl: poster.thumbnailUrl,
        width: poster.width,
        height: poster.height,
        placeholder: placeholderOrNull(poster.placeholder),
        storageKeys: [...videoKeys, ...poster.storageKeys],
      })
      .where(eq(galleryImages.id, input.id))
      .returning();
    const dropped = before.storageKeys.filter((k) => !after!.storageKeys.includes(k));
    return {
      result: after!,
      log: {
        action: "gallery_image.poster_set",
        entityId: input.id,
        summary: `Set a new poster for “${before.title}”`,
        before,
        after,
      },
      afterCommit: await deleteUnusedFiles(tx, deps.storage, dropped),
    };
  };
}

export async function reorderGalleryRun({ input, tx }: AdminRunContext<z.output<typeof reorderSchema>>) {
  const orders = await reorderRows(tx, galleryImages, input.ids, (r) => r.title);
  return {
    result: { ids: input.ids },
    log: { action: "gallery.reordered", reorder: { list: "the gallery", ...orders } },
  };
}

export function bulkGalleryActionRun(deps: MediaActionDeps) {
  return async ({ input, tx }: AdminRunContext<z.output<typeof galleryBulkSchema>>) => {
    const rows = await tx.select().from(galleryImages).where(inArray(galleryImages.id, input.ids));
    if (rows.length !== new Set(input.ids).size) throw new AdminActionError(MEDIA_ACTION_MESSAGES.galleryGone);
    if (input.operation === "publish") {
      const missingAlt = rows.filter((r) => r.altText.trim() === "");
      if (missingAlt.length)
        throw new AdminActionError(
          `${ALT_REQUIRED_TO_PUBLISH} Missing on ${quotedList(missingAlt.map((r) => r.title))}.`,
        );
      await tx
        .update(galleryImages)
        .set({ status: "published", visible: true })
        .where(inArray(galleryImages.id, input.ids));
      return eachRow(rows, (r) => ({
        action: "gallery_image.published",
        entityId: r.id,
        summary: `Published “${r.title}”`,
        before: { status: r.status, visible: r.visible },
        after: { status: "published", visible: true },
      }));
    }
    if (input.operation === "hide") {
      await tx.update(galleryImages).set({ visible: false }).where(inArray(galleryImages.id, input.ids));
      return eachRow(rows, (r) => ({
        action: "gallery_image.hidden",
        entityId: r.id,
        summary: `Hid “${r.title}” from the gallery`,
        before: { visible: r.visible },
        after: { visible: false },
      }));
    }
    await tx.delete(galleryImages).where(inArray(galleryImages.id, input.ids));
    return {
      ...eachRow(rows, (r) => ({
        action: "gallery_image.deleted",
        entityId: r.id,
        summary: `Deleted “${r.title}” from the gallery`,
        before: r,
      })),
      afterCommit: await deleteUnusedFiles(
        tx,
        deps.storage,
        rows.flatMap((r) => r.storageKeys),
      ),
    };
  };
}

export function galleryActions(deps: MediaActionDeps) {
  return {
    addGalleryItem: galleryAction("gallery.add", addGalleryItemSchema, addGalleryItemRun(deps)),

    updateGalleryItem: galleryAction("gallery.update", galleryItemSchema, updateGalleryItemRun),

    setGalleryPoster: galleryAction("gallery.setPoster", galleryPosterSchema, setGalleryPosterRun(deps)),

    reorderGallery: galleryAction("gallery.reorder", reorderSchema, reorderGalleryRun),

    bulkGalleryAction: galleryAction("gallery.bulk", galleryBulkSchema, bulkGalleryActionRun(deps)),
  };
}

/** A bulk change's outcome: how many rows it touched, and one log entry for each. */
function eachRow<R>(rows: R[], entry: (row: R) => ActivityEntry) {
  return { result: { count: rows.length }, log: rows.map(entry) };
}
