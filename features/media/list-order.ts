import "server-only";
import { asc, type SQL } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db";
import type { GalleryImage, HeroVideo, galleryImages, heroVideos } from "@/lib/db/schema";

/** The gallery's or the hero's rows in the order staff set (ties: oldest first), optionally filtered. */
export function listedRows(table: typeof galleryImages, db?: Database, where?: SQL): Promise<GalleryImage[]>;
export function listedRows(table: typeof heroVideos, db?: Database, where?: SQL): Promise<HeroVideo[]>;
export async function listedRows(table: typeof galleryImages | typeof heroVideos, db?: Database, where?: SQL) {
  const database = db ?? (await getDb());
  return database.select().from(table).where(where).orderBy(asc(table.sortIndex), asc(table.createdAt));
}
