import { asc, eq, inArray, max } from "drizzle-orm";
import type { z } from "zod";
import {
  AdminActionError,
  type ActivityEntry,
  type AdminActionDefinition,
  type AdminRunOutcome,
} from "@/lib/actions/admin-action-core";
import { CACHE_TAGS } from "@/lib/cache/tags";
import type { Database } from "@/lib/db/client";
import { galleryImages, heroVideos } from "@/lib/db/schema";
import { verifyMedia } from "@/features/media/media-token";
import { isPlaceholder } from "@/lib/storage/placeholder";
import type { ProcessedMedia } from "@/features/media/process-upload";
import { deleteUnusedFiles } from "@/features/media/references";
import type { StorageDriver } from "@/lib/storage/driver";
import { applyReorder, reorderSchema } from "@/lib/admin/reorder";
import { secondsToMs } from "@/features/media/hero-duration";
import {
  ALT_REQUIRED_TO_PUBLISH,
  HERO_FILE_MESSAGES,
  addGalleryItemSchema,
  createHeroVideoSchema,
  galleryBulkSchema,
  galleryItemSchema,
  galleryPosterSchema,
  heroDeleteSchema,
  heroVideoSchema,
} from "@/features/media/schema";

export interface MediaActionDeps {
  storage: () => StorageDriver;
  secret: () => string;
}

/** Defines the actions on one kind of row: each is filed under its entity and refreshes its cache tag. */
const actionsOn =
  (entity: string, tag: string) =>
  <S extends z.ZodType, T>(
    name: string,
    schema: S,
    run: AdminActionDefinition<S, T>["run"],
  ): AdminActionDefinition<S, T> => ({
    name,
    schema,
    entity,
    tags: [tag],
    run,
  });
const galleryAction = actionsOn("gallery_image", CACHE_TAGS.gallery);
const heroAction = actionsOn("hero_video", CACHE_TAGS.hero);

export const MEDIA_ACTION_MESSAGES = {
  expiredUpload: "This upload has expired. Please upload the file again.",
  staleOrder: "The list changed in another tab. Reload the page and try again.",
  galleryGone: "That gallery item no longer exists. Reload the page to see the current gallery.",
  heroGone: "That hero video no longer exists. Reload the page to see the current list.",
  notVideo: "A poster can only be added to a video.",
} as const;

function media<K extends ProcessedMedia["kind"]>(
  token: string,
  secret: string,
  kind: K,
): Extract<ProcessedMedia, { kind: K }> {
  const m = verifyMedia(token, secret);
  if (!m || m.kind !== kind) throw new AdminActionError(MEDIA_ACTION_MESSAGES.expiredUpload);
  return m as Extract<ProcessedMedia, { kind: K }>;
}

const placeholderOrNull = (value: unknown) => (isPlaceholder(value) ? value : null);

const quotedList = (titles: string[]) => titles.map((t) => `“${t}”`).join(", ");

async function reorderRows(
  tx: Database,
  table: typeof galleryImages | typeof heroVideos,
  ids: string[],
  nameOf: (row: { title: string; altText: string }) => string,
) {
  const current =
    table === galleryImages
      ? await tx
          .select({ id: galleryImages.id, title: galleryImages.title, altText: galleryImages.altText })
          .from(galleryImages)
          .orderBy(asc(galleryImages.sortIndex), asc(galleryImages.createdAt))
      : (
          await tx
            .select({ id: heroVideos.id, altText: heroVideos.altText })
            .from(heroVideos)
            .orderBy(asc(heroVideos.sortIndex), asc(heroVideos.createdAt))
        ).map((r) => ({ ...r, title: "" }));
  const named = current.map((r) => ({ id: r.id, name: nameOf(r) }));
  const orders = await applyReorder(named, ids, (id, sortIndex) =>
    tx.update(table).set({ sortIndex }).where(eq(table.id, id)),
  );
  if (!orders) throw new AdminActionError(MEDIA_ACTION_MESSAGES.staleOrder);
  return orders;
}

/** The row an insert returned: the action's result, logged whole under its id. */
function added<R extends { id: string }>(
  row: R | undefined,
  action: string,
  summary: (row: R) => string,
): AdminRunOutcome<R> {
  if (!row) throw new Error("Insert returned no row");
  return { result: row, log: { action, entityId: row.id, summary: summary(row), after: row } };
}

async function nextSortIndex(tx: Database, table: typeof galleryImages | typeof heroVideos) {
  const [row] = await tx.select({ top: max(table.sortIndex) }).from(table);
  return (row?.top ?? -1) + 1;
}

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

export function heroActions(deps: MediaActionDeps) {
  const h = heroVideos;
  return {
    createHeroVideo: heroAction("hero.create", createHeroVideoSchema, async ({ input, tx }) => {
      const secret = deps.secret();
      if (!input.poster) throw new AdminActionError(HERO_FILE_MESSAGES.nothing);
      const mp4 = input.mp4 ? media(input.mp4, secret, "video") : null;
      const webm = mp4 && input.webm ? media(input.webm, secret, "video") : null;
      const poster = media(input.poster, secret, "image");
      if ((mp4 && mp4.format !== "mp4") || (webm && webm.format !== "webm"))
        throw new AdminActionError(MEDIA_ACTION_MESSAGES.expiredUpload);
      const [row] = await tx
        .insert(h)
        .values({
          status: input.status,
          visible: input.visible,
          sortIndex: await nextSortIndex(tx, h),
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
    }),

    updateHeroVideo: heroAction("hero.update", heroVideoSchema, async ({ input, tx }) => {
      const [before] = await tx.select().from(h).where(eq(h.id, input.id));
      if (!before) throw new AdminActionError(MEDIA_ACTION_MESSAGES.heroGone);
      const { id, slideSeconds, ...values } = input;
      const [after] = await tx
        .update(h)
        .set({ ...values, transitionDuration: secondsToMs(slideSeconds) })
        .where(eq(h.id, id))
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
    }),

    reorderHeroVideos: heroAction("hero.reorder", reorderSchema, async ({ input, tx }) => {
      const orders = await reorderRows(tx, h, input.ids, (r) => r.altText || "Untitled slide");
      return {
        result: { ids: input.ids },
        log: { action: "hero.reordered", reorder: { list: "the hero slides", ...orders } },
      };
    }),

    deleteHeroVideo: heroAction("hero.delete", heroDeleteSchema, async ({ input, tx }) => {
      const [before] = await tx.delete(h).where(eq(h.id, input.id)).returning();
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
    }),
  };
}
