import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

export function publishedAndVisible(t: { status: PgColumn; visible: PgColumn }): SQL {
  return and(eq(t.status, "published"), eq(t.visible, true)) as SQL;
}

export function parseAsOf(asOfIso: string): Date {
  const at = new Date(asOfIso);
  if (Number.isNaN(at.getTime())) throw new Error(`Not an ISO time: ${asOfIso}`);
  return at;
}
