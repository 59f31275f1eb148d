import "server-only";
import { and, eq, gt, isNull, lte, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

export function publishedAndVisible(t: { status: PgColumn; visible: PgColumn }): SQL {
  return and(eq(t.status, "published"), eq(t.visible, true)) as SQL;
}

export function insidePublishWindow(t: { publishAt: PgColumn; unpublishAt: PgColumn }, asOf: Date): SQL {
  return and(or(isNull(t.publishAt), lte(t.publishAt, asOf)), or(isNull(t.unpublishAt), gt(t.unpublishAt, asOf))) as SQL;
}

export function parseAsOf(asOfIso: string): Date {
  const at = new Date(asOfIso);
  if (Number.isNaN(at.getTime())) throw new Error(`Not an ISO time: ${asOfIso}`);
  return at;
}
