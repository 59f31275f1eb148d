import { asc, eq, max } from "drizzle-orm";
import type { z } from "zod";
import { AdminActionError, type AdminActionDefinition, type AdminRunOutcome } from "@/lib/actions/admin-action-core";
import { CACHE_TAGS } from "@/lib/cache/tags";
import type { Database } from "@/lib/db/client";
import { galleryImages, heroVideos } from "@/lib/db/schema";
import { verifyMedia } from "@/features/media/media-token";
import { isPlaceholder } from "@/lib/storage/placeholder";
import type { ProcessedMedia } from "@/features/media/process-upload";
import type { StorageDriver } from "@/lib/storage/driver";
import { applyReorder } from "@/lib/admin/reorder";

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
export const galleryAction = actionsOn("gallery_image", CACHE_TAGS.gallery);
export const heroAction = actionsOn("hero_video", CACHE_TAGS.hero);

export const MEDIA_ACTION_MESSAGES = {
  expiredUpload: "This upload has expired. Please upload the file again.",
  staleOrder: "The list changed in another tab. Reload the page and try again.",
  galleryGone: "That gallery item no longer exists. Reload the page to see the current gallery.",
  heroGone: "That hero video no longer exists. Reload the page to see the current list.",
  notVideo: "A poster can only be added to a video.",
} as const;

export function media<K extends ProcessedMedia["kind"]>(
  token: string,
  secret: string,
  kind: K,
): Extract<ProcessedMedia, { kind: K }> {
  const m = verifyMedia(token, secret);
  if (!m || m.kind !== kind) throw new AdminActionError(MEDIA_ACTION_MESSAGES.expiredUpload);
  return m as Extract<ProcessedMedia, { kind: K }>;
}

export const placeholderOrNull = (value: unknown) => (isPlaceholder(value) ? value : null);

export const quotedList = (titles: string[]) => titles.map((t) => `“${t}”`).join(", ");

export async function reorderRows(
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
export function added<R extends { id: string }>(
  row: R | undefined,
  action: string,
  summary: (row: R) => string,
): AdminRunOutcome<R> {
  if (!row) throw new Error("Insert returned no row");
  return { result: row, log: { action, entityId: row.id, summary: summary(row), after: row } };
}

export async function nextSortIndex(tx: Database, table: typeof galleryImages | typeof heroVideos) {
  const [row] = await tx.select({ top: max(table.sortIndex) }).from(table);
  return (row?.top ?? -1) + 1;
}
