import { desc, eq } from "drizzle-orm";
import {
  AdminActionError,
  type ActivityEntry,
  type AdminRunContext,
  type AdminRunOutcome,
} from "@/lib/actions/admin-action-core";
import type { Database } from "@/lib/db/client";
import { popups, type Popup } from "@/lib/db/schema";
import { verifyMedia, deleteUnusedFiles, findLibraryPhoto } from "@/features/media";
import type { StorageDriver } from "@/lib/storage/driver";
import { sanitizePopupHtml } from "@/features/popups/sanitize";
import { fromLondonLocal, toLondonLocal } from "@/lib/time/london";
import { POPUP_LIMITS, POPUP_MESSAGES, type PopupData, type PopupInput } from "@/features/popups/schema";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { popupIdSchema, popupSchema } from "@/features/popups/schema";

export interface PopupMediaDeps {
  storage: () => StorageDriver;
  secret: () => string;
}

const EXPIRED_UPLOAD = "This upload has expired. Please upload the image again.";

export interface AdminPopupSummary {
  id: string;
  headline: string;
  status: "draft" | "published";
  startAt: string | null;
  endAt: string | null;
  priority: number;
  pages: string[];
  audience: string;
  frequency: string;
  createdAt: string;
}

function summary(r: Popup): AdminPopupSummary {
  return {
    id: r.id,
    headline: r.headline,
    status: r.status,
    startAt: r.startAt?.toISOString() ?? null,
    endAt: r.endAt?.toISOString() ?? null,
    priority: r.priority,
    pages: r.pages,
    audience: r.audience,
    frequency: r.frequency,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function readPopupsForAdmin(db: Database): Promise<AdminPopupSummary[]> {
  const rows = await db.select().from(popups).orderBy(desc(popups.priority), desc(popups.createdAt));
  return rows.map(summary);
}

export function toPopupForm(r: Popup): PopupInput & { id: string } {
  return {
    id: r.id,
    status: r.status,
    startAt: r.startAt ? toLondonLocal(r.startAt) : "",
    endAt: r.endAt ? toLondonLocal(r.endAt) : "",
    priority: r.priority,
    pages: r.pages,
    audience: r.audience,
    frequency: r.frequency,
    headline: r.headline,
    // Sanitised on the way out too: a row may have been written some other way than through this form.
    bodyHtml: sanitizePopupHtml(r.bodyRichtext),
    imageUrl: r.imageUrl ?? "",
    imageAlt: r.imageAlt ?? "",
    ctaLabel: r.ctaLabel ?? "",
    ctaUrl: r.ctaUrl ?? "",
    dismissible: r.dismissible,
  };
}

export async function readPopupForm(db: Database, id: string): Promise<(PopupInput & { id: string }) | null> {
  const [row] = await db.select().from(popups).where(eq(popups.id, id));
  return row ? toPopupForm(row) : null;
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

export function popupValues(input: PopupData) {
  return {
    status: input.status,
    startAt: input.startAt ? fromLondonLocal(input.startAt) : null,
    endAt: input.endAt ? fromLondonLocal(input.endAt) : null,
    priority: input.priority,
    pages: [...new Set(input.pages)],
    audience: input.audience,
    frequency: input.frequency,
    headline: input.headline,
    bodyRichtext: sanitizePopupHtml(input.bodyHtml),
    imageAlt: input.imageUrl || input.imageToken ? orNull(input.imageAlt) : null,
    ctaLabel: input.ctaLabel && input.ctaUrl ? input.ctaLabel : null,
    ctaUrl: input.ctaLabel && input.ctaUrl ? input.ctaUrl : null,
    dismissible: input.dismissible,
  };
}

function logged(r: Popup): Omit<Popup, "storageKeys"> {
  const rest: Partial<Popup> = { ...r };
  delete rest.storageKeys;
  return rest as Omit<Popup, "storageKeys">;
}

const POPUP_VERBS = { created: "Created", updated: "Updated", deleted: "Deleted" } as const;

/** A change to one popup, filed under it and named by its headline; rows are logged without their storage keys. */
function popupLog(
  change: keyof typeof POPUP_VERBS,
  row: Popup,
  states: { before?: Popup; after?: Popup },
): ActivityEntry {
  return {
    action: `popup.${change}`,
    entityId: row.id,
    summary: `${POPUP_VERBS[change]} the popup “${row.headline}”`,
    ...(states.before ? { before: logged(states.before) } : {}),
    ...(states.after ? { after: logged(states.after) } : {}),
  };
}

async function resolveImage(
  tx: Database,
  input: PopupData,
  before: Popup | null,
  secret: string,
): Promise<{ imageUrl: string | null; storageKeys: string[] }> {
  if (input.imageToken) {
    const media = verifyMedia(input.imageToken, secret);
    if (!media || media.kind !== "image") throw new AdminActionError(EXPIRED_UPLOAD, { imageUrl: [EXPIRED_UPLOAD] });
    return { imageUrl: media.imageWebp, storageKeys: media.storageKeys };
  }
  const url = input.imageUrl.trim();
  if (!url) return { imageUrl: null, storageKeys: [] };
  if (before && before.imageUrl === url) return { imageUrl: url, storageKeys: before.storageKeys };
  const photo = await findLibraryPhoto(tx, url);
  if (!photo)
    throw new AdminActionError(POPUP_MESSAGES.imageNotInLibrary, { imageUrl: [POPUP_MESSAGES.imageNotInLibrary] });
  return { imageUrl: url, storageKeys: photo.storageKeys };
}

export const createPopupRun =
  (deps: PopupMediaDeps) =>
  async ({ input, tx }: AdminRunContext<PopupData>): Promise<AdminRunOutcome<{ id: string }>> => {
    const image = await resolveImage(tx, input, null, deps.secret());
    const [row] = await tx
      .insert(popups)
      .values({ ...popupValues(input), ...image })
      .returning();
    return { result: { id: row!.id }, log: popupLog("created", row!, { after: row! }) };
  };

export const updatePopupRun =
  (deps: PopupMediaDeps) =>
  async ({ input, tx }: AdminRunContext<PopupData>): Promise<AdminRunOutcome<{ id: string }>> => {
    if (!input.id) throw new AdminActionError("That popup no longer exists.");
    const [before] = await tx.select().from(popups).where(eq(popups.id, input.id));
    if (!before) throw new AdminActionError("That popup no longer exists. It may have been deleted.");
    const image = await resolveImage(tx, input, before, deps.secret());
    const [after] = await tx
      .update(popups)
      .set({ ...popupValues(input), ...image, updatedAt: new Date() })
      .where(eq(popups.id, input.id))
      .returning();
    return {
      result: { id: after!.id },
      log: popupLog("updated", after!, { before, after: after! }),
      afterCommit: await deleteUnusedFiles(
        tx,
        deps.storage,
        before.storageKeys.filter((k) => !after!.storageKeys.includes(k)),
      ),
    };
  };

export async function duplicatePopupRun({
  input,
  tx,
}: AdminRunContext<{ id: string }>): Promise<AdminRunOutcome<{ id: string; headline: string }>> {
  const [source] = await tx.select().from(popups).where(eq(popups.id, input.id));
  if (!source) throw new AdminActionError("That popup no longer exists. It may have been deleted.");
  const headline = `${source.headline} (copy)`.slice(0, POPUP_LIMITS.headline);
  const [row] = await tx
    .insert(popups)
    .values({
      status: "draft",
      startAt: source.startAt,
      endAt: source.endAt,
      priority: source.priority,
      pages: source.pages,
      audience: source.audience,
      frequency: source.frequency,
      headline,
      bodyRichtext: source.bodyRichtext,
      imageUrl: source.imageUrl,
      imageAlt: source.imageAlt,
      ctaLabel: source.ctaLabel,
      ctaUrl: source.ctaUrl,
      dismissible: source.dismissible,
      // The copy uses the same image files: each popup keeps them until both let go.
      storageKeys: source.storageKeys,
    })
    .returning();
  return {
    result: { id: row!.id, headline },
    log: {
      action: "popup.duplicated",
      entityId: row!.id,
      summary: `Duplicated “${source.headline}” as a draft`,
      before: { sourceId: source.id },
      after: logged(row!),
    },
  };
}

export const deletePopupRun =
  (deps: PopupMediaDeps) =>
  async ({ input, tx }: AdminRunContext<{ id: string }>): Promise<AdminRunOutcome<{ id: string }>> => {
    const [before] = await tx.delete(popups).where(eq(popups.id, input.id)).returning();
    if (!before) throw new AdminActionError("That popup was already deleted.");
    return {
      result: { id: before.id },
      log: popupLog("deleted", before, { before }),
      afterCommit: await deleteUnusedFiles(tx, deps.storage, before.storageKeys),
    };
  };

export const popupActions = (deps: PopupMediaDeps) => ({
  createPopup: {
    name: "popups.create",
    schema: popupSchema,
    entity: "popup",
    tags: [CACHE_TAGS.popups],
    run: createPopupRun(deps),
  },
  updatePopup: {
    name: "popups.update",
    schema: popupSchema,
    entity: "popup",
    tags: [CACHE_TAGS.popups],
    run: updatePopupRun(deps),
  },
  duplicatePopup: {
    name: "popups.duplicate",
    schema: popupIdSchema,
    entity: "popup",
    tags: [CACHE_TAGS.popups],
    run: duplicatePopupRun,
  },
  deletePopup: {
    name: "popups.delete",
    schema: popupIdSchema,
    entity: "popup",
    tags: [CACHE_TAGS.popups],
    run: deletePopupRun(deps),
  },
});
