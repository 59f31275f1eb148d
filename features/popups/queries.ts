import "server-only";
import { and, desc, eq, gt, gte, isNull, lte, or } from "drizzle-orm";
import { cacheTag } from "next/cache";
import { readScheduled } from "@/lib/cache/read";
import { getDb, tables, type Database } from "@/lib/db";
import { safeLinkUrl } from "@/lib/security/links";
import { sanitizePopupHtml } from "@/features/popups/sanitize";
import type { PublicPopup } from "@/features/popups/types";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { nextInclusiveWindowChange } from "@/lib/visibility/window";
import { parseAsOf } from "@/lib/visibility/sql";

export async function getActivePopups(): Promise<PublicPopup[] | null> {
  "use cache";
  cacheTag(CACHE_TAGS.popups);
  return readScheduled("popups", readActivePopups, readPopupsNextChange);
}

export async function readActivePopups(asOfIso: string, db?: Database): Promise<PublicPopup[]> {
  const asOf = parseAsOf(asOfIso);
  const database = db ?? (await getDb());
  const p = tables.popups;
  const rows = await database
    .select()
    .from(p)
    .where(
      and(
        eq(p.status, "published"),
        or(isNull(p.startAt), lte(p.startAt, asOf)),
        or(isNull(p.endAt), gte(p.endAt, asOf)),
      ),
    )
    .orderBy(desc(p.priority), desc(p.createdAt));
  return rows.map((r) => {
    const ctaUrl = safeLinkUrl(r.ctaUrl);
    const ctaLabel = r.ctaLabel?.trim() || null;
    return {
      id: r.id,
      headline: r.headline,
      // Sanitised again on the way out: the stored copy is sanitised on save, this is defence in depth.
      bodyHtml: sanitizePopupHtml(r.bodyRichtext),
      imageUrl: safeLinkUrl(r.imageUrl),
      imageAlt: r.imageAlt,
      ctaLabel: ctaLabel && ctaUrl ? ctaLabel : null,
      ctaUrl: ctaLabel && ctaUrl ? ctaUrl : null,
      dismissible: r.dismissible,
      pages: r.pages.filter((page) => page.trim() !== ""),
      audience: r.audience,
      frequency: r.frequency,
      priority: r.priority,
      createdAt: r.createdAt.toISOString(),
      startAt: r.startAt?.toISOString() ?? null,
      endAt: r.endAt?.toISOString() ?? null,
    };
  });
}

export async function readPopupsNextChange(at: Date, db?: Database): Promise<Date | null> {
  const database = db ?? (await getDb());
  const p = tables.popups;
  const windows = await database
    .select({ start: p.startAt, end: p.endAt })
    .from(p)
    .where(and(eq(p.status, "published"), or(gt(p.startAt, at), gte(p.endAt, at))));
  return nextInclusiveWindowChange(windows, at);
}
