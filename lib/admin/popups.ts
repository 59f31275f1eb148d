import { desc, eq } from "drizzle-orm";
import { AdminActionError, type AdminRunContext, type AdminRunOutcome } from "@/lib/actions/admin-action-core";
import type { Database } from "@/lib/db/client";
import { popups, type Popup } from "@/lib/db/schema";
import { sanitizePopupHtml } from "@/lib/popups/sanitize";
import { fromLondonLocal, toLondonLocal } from "@/lib/time/london";
import { POPUP_LIMITS, type PopupData, type PopupInput } from "@/lib/validation/popup";

/**
 * The popups section's reads and the work behind its actions (thin adminAction wrappers live in
 * app/admin/(protected)/popups/actions.ts), testable against a real database.
 */

/** A popup as the admin list shows it. */
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

/** Highest priority first, then newest: the order the public site ranks them. */
export async function readPopupsForAdmin(db: Database): Promise<AdminPopupSummary[]> {
  const rows = await db.select().from(popups).orderBy(desc(popups.priority), desc(popups.createdAt));
  return rows.map(summary);
}

/** The edit form's values; times as London wall-clock datetime-local strings. */
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
    // Sanitised on the way out as well: the preview renders it, and a row may have been written
    // some other way than through this form.
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

/** The row to store. The body is sanitised here, on save: what the database holds is already inert. */
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
    imageUrl: orNull(input.imageUrl),
    imageAlt: input.imageUrl ? orNull(input.imageAlt) : null,
    ctaLabel: input.ctaLabel && input.ctaUrl ? input.ctaLabel : null,
    ctaUrl: input.ctaLabel && input.ctaUrl ? input.ctaUrl : null,
    dismissible: input.dismissible,
  };
}

/** The activity log keeps what staff would compare: no storage bookkeeping. */
function logged(r: Popup): Omit<Popup, "storageKeys"> {
  const rest: Partial<Popup> = { ...r };
  delete rest.storageKeys;
  return rest as Omit<Popup, "storageKeys">;
}

export async function createPopupRun({ input, tx }: AdminRunContext<PopupData>): Promise<AdminRunOutcome<{ id: string }>> {
  const [row] = await tx.insert(popups).values(popupValues(input)).returning();
  return {
    result: { id: row!.id },
    log: { action: "popup.created", entityId: row!.id, summary: `Created the popup “${row!.headline}”`, after: logged(row!) },
  };
}

export async function updatePopupRun({ input, tx }: AdminRunContext<PopupData>): Promise<AdminRunOutcome<{ id: string }>> {
  if (!input.id) throw new AdminActionError("That popup no longer exists.");
  const [before] = await tx.select().from(popups).where(eq(popups.id, input.id));
  if (!before) throw new AdminActionError("That popup no longer exists. It may have been deleted.");
  const [after] = await tx
    .update(popups)
    .set({ ...popupValues(input), updatedAt: new Date() })
    .where(eq(popups.id, input.id))
    .returning();
  return {
    result: { id: after!.id },
    log: { action: "popup.updated", entityId: after!.id, summary: `Updated the popup “${after!.headline}”`, before: logged(before), after: logged(after!) },
  };
}

/** A copy to work on: a draft, so it never shows until staff publish it. */
export async function duplicatePopupRun({ input, tx }: AdminRunContext<{ id: string }>): Promise<AdminRunOutcome<{ id: string; headline: string }>> {
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
    })
    .returning();
  return {
    result: { id: row!.id, headline },
    log: { action: "popup.duplicated", entityId: row!.id, summary: `Duplicated “${source.headline}” as a draft`, before: { sourceId: source.id }, after: logged(row!) },
  };
}

export async function deletePopupRun({ input, tx }: AdminRunContext<{ id: string }>): Promise<AdminRunOutcome<{ id: string }>> {
  const [before] = await tx.delete(popups).where(eq(popups.id, input.id)).returning();
  if (!before) throw new AdminActionError("That popup was already deleted.");
  return {
    result: { id: before.id },
    log: { action: "popup.deleted", entityId: before.id, summary: `Deleted the popup “${before.headline}”`, before: logged(before) },
  };
}
