import { eq, inArray } from "drizzle-orm";
import { AdminActionError, type ActivityEntry } from "@/lib/actions/admin-action-core";
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

export function galleryActions(deps: MediaActionDeps) {
  const g = galleryImages;
  return {
    addGalleryItem: galleryAction("gallery.add", addGalleryItemSchema, async ({ input, tx }) => {
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
        .insert(g)
        .values({
          title: input.title,
          category: input.category,
          ...files,
          storageKeys: m.storageKeys,
          status: "draft",
          visible: true,
          sortIndex: await nextSortIndex(tx, g),
        })
        .returning();
      return added(row, "gallery_image.added", (r) => `Added the ${r.mediaType} “${r.title}” to the gallery (draft)`);
    }),

    updateGalleryItem: galleryAction("gallery.update", galleryItemSchema, async ({ input, tx }) => {
      const [before] = await tx.select().from(g).where(eq(g.id, input.id));
      if (!before) throw new AdminActionError(MEDIA_ACTION_MESSAGES.galleryGone);
      const { id, ...values } = input;
      const [after] = await tx.update(g).set(values).where(eq(g.id, id)).returning();
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
    }),

    setGalleryPoster: galleryAction("gallery.setPoster", galleryPosterSchema, async ({ input, tx }) => {
      const poster = media(input.token, deps.secret(), "image");
      const [before] = await tx.select().from(g).where(eq(g.id, input.id));
      if (!before) throw new AdminActionError(MEDIA_ACTION_MESSAGES.galleryGone);
      if (before.mediaType !== "video") throw new AdminActionError(MEDIA_ACTION_MESSAGES.notVideo);
      const videoKeys = before.storageKeys.filter((k) => /\.(mp4|webm)$/.test(k));
      const [after] = await tx
        .update(g)
        .set({
          videoThumbnail: poster.imageWebp,
          thumbnailUrl: poster.thumbnailUrl,
          width: poster.width,
          height: poster.height,
          placeholder: placeholderOrNull(poster.placeholder),
          storageKeys: [...videoKeys, ...poster.storageKeys],
        })
        .where(eq(g.id, input.id))
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
    }),

    reorderGallery: galleryAction("gallery.reorder", reorderSchema, async ({ input, tx }) => {
      const orders = await reorderRows(tx, g, input.ids, (r) => r.title);
      return {
        result: { ids: input.ids },
        log: { action: "gallery.reordered", reorder: { list: "the gallery", ...orders } },
      };
    }),

    bulkGalleryAction: galleryAction("gallery.bulk", galleryBulkSchema, async ({ input, tx }) => {
      const rows = await tx.select().from(g).where(inArray(g.id, input.ids));
      if (rows.length !== new Set(input.ids).size) throw new AdminActionError(MEDIA_ACTION_MESSAGES.galleryGone);
      if (input.operation === "publish") {
        const missingAlt = rows.filter((r) => r.altText.trim() === "");
        if (missingAlt.length)
          throw new AdminActionError(
            `${ALT_REQUIRED_TO_PUBLISH} Missing on ${quotedList(missingAlt.map((r) => r.title))}.`,
          );
        await tx.update(g).set({ status: "published", visible: true }).where(inArray(g.id, input.ids));
        return eachRow(rows, (r) => ({
          action: "gallery_image.published",
          entityId: r.id,
          summary: `Published “${r.title}”`,
          before: { status: r.status, visible: r.visible },
          after: { status: "published", visible: true },
        }));
      }
      if (input.operation === "hide") {
        await tx.update(g).set({ visible: false }).where(inArray(g.id, input.ids));
        return eachRow(rows, (r) => ({
          action: "gallery_image.hidden",
          entityId: r.id,
          summary: `Hid “${r.title}” from the gallery`,
          before: { visible: r.visible },
          after: { visible: false },
        }));
      }
      await tx.delete(g).where(inArray(g.id, input.ids));
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
    }),
  };
}

/** A bulk change's outcome: how many rows it touched, and one log entry for each. */
function eachRow<R>(rows: R[], entry: (row: R) => ActivityEntry) {
  return { result: { count: rows.length }, log: rows.map(entry) };
}
