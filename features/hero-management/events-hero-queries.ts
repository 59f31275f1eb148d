import "server-only";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { cacheTag } from "next/cache";
import { readUntilRevalidated } from "@/lib/cache/read";
import { getDb, tables } from "@/lib/db";
import { CACHE_TAGS } from "@/lib/cache/tags";

export interface EventsHeroVideo {
  videoUrl: string;
  videoWebm: string | null;
  posterUrl: string;
  altText: string;
}

export async function getEventsHeroVideo(): Promise<EventsHeroVideo | null> {
  "use cache";
  cacheTag(CACHE_TAGS.hero);
  return readUntilRevalidated("events hero", readEventsHeroVideo);
}

async function readEventsHeroVideo(): Promise<EventsHeroVideo | null> {
  const db = await getDb();
  const t = tables.heroVideos;
  const [row] = await db
    .select({ videoUrl: t.videoUrl, videoWebm: t.videoWebm, posterUrl: t.posterUrl, altText: t.altText })
    .from(t)
    .where(and(eq(t.status, "published"), eq(t.visible, true), isNotNull(t.videoUrl)))
    .orderBy(asc(t.sortIndex), asc(t.createdAt))
    .limit(1);
  return row?.videoUrl ? { ...row, videoUrl: row.videoUrl } : null;
}
