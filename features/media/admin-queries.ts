import "server-only";
import { eq } from "drizzle-orm";
import { tables } from "@/lib/db";
import { listedRows } from "@/features/media/list-order";
import type { Database } from "@/lib/db/client";

/** Which row, and its place on the public site: draft or published, shown or hidden. Every admin media list shows it. */
interface AdminListingState {
  id: string;
  status: "draft" | "published";
  visible: boolean;
}

const listingStateOf = (r: AdminListingState): AdminListingState => ({
  id: r.id,
  status: r.status,
  visible: r.visible,
});

export interface AdminGalleryItem extends AdminListingState {
  title: string;
  altText: string;
  category: string;
  mediaType: "image" | "video";
  preview: string | null;
  video: string | null;
  hasPoster: boolean;
}

export interface AdminHeroVideo extends AdminListingState {
  mp4: string | null;
  webm: string | null;
  poster: string;
  posterWidth: number;
  posterHeight: number;
  altText: string;
  transitionDuration: number;
}

export interface LibraryImage {
  url: string;
  thumbnail: string;
  title: string;
  alt: string;
}

export async function readAdminGallery(db?: Database): Promise<AdminGalleryItem[]> {
  const rows = await listedRows(tables.galleryImages, db);
  return rows.map((r) => ({
    ...listingStateOf(r),
    title: r.title,
    altText: r.altText,
    category: r.category,
    mediaType: r.mediaType,
    preview: r.thumbnailUrl ?? r.imageWebp ?? r.imageUrl ?? r.videoThumbnail,
    video: r.videoUrl ?? r.videoWebm,
    hasPoster: Boolean(r.videoThumbnail ?? r.thumbnailUrl),
  }));
}

export async function readAdminHero(db?: Database): Promise<AdminHeroVideo[]> {
  const rows = await listedRows(tables.heroVideos, db);
  return rows.map((r) => ({
    ...listingStateOf(r),
    mp4: r.videoUrl,
    webm: r.videoWebm,
    poster: r.posterUrl,
    posterWidth: r.posterWidth ?? 1920,
    posterHeight: r.posterHeight ?? 1080,
    altText: r.altText,
    transitionDuration: r.transitionDuration,
  }));
}

export async function readImageLibrary(db?: Database): Promise<LibraryImage[]> {
  const rows = await listedRows(tables.galleryImages, db, eq(tables.galleryImages.mediaType, "image"));
  return rows.flatMap((r) => {
    const url = r.imageWebp ?? r.imageUrl;
    return url ? [{ url, thumbnail: r.thumbnailUrl ?? url, title: r.title, alt: r.altText }] : [];
  });
}
