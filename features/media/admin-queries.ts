import "server-only";
import { eq } from "drizzle-orm";
import { tables } from "@/lib/db";
import { listedRows } from "@/features/media/list-order";
import type { Database } from "@/lib/db/client";

export interface AdminGalleryItem {
  id: string;
  title: string;
  altText: string;
  category: string;
  mediaType: "image" | "video";
  preview: string | null;
  video: string | null;
  hasPoster: boolean;
  status: "draft" | "published";
  visible: boolean;
}

export interface AdminHeroVideo {
  id: string;
  mp4: string | null;
  webm: string | null;
  poster: string;
  posterWidth: number;
  posterHeight: number;
  altText: string;
  transitionDuration: number;
  status: "draft" | "published";
  visible: boolean;
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
    id: r.id,
    title: r.title,
    altText: r.altText,
    category: r.category,
    mediaType: r.mediaType,
    preview: r.thumbnailUrl ?? r.imageWebp ?? r.imageUrl ?? r.videoThumbnail,
    video: r.videoUrl ?? r.videoWebm,
    hasPoster: Boolean(r.videoThumbnail ?? r.thumbnailUrl),
    status: r.status,
    visible: r.visible,
  }));
}

export async function readAdminHero(db?: Database): Promise<AdminHeroVideo[]> {
  const rows = await listedRows(tables.heroVideos, db);
  return rows.map((r) => ({
    id: r.id,
    mp4: r.videoUrl,
    webm: r.videoWebm,
    poster: r.posterUrl,
    posterWidth: r.posterWidth ?? 1920,
    posterHeight: r.posterHeight ?? 1080,
    altText: r.altText,
    transitionDuration: r.transitionDuration,
    status: r.status,
    visible: r.visible,
  }));
}

export async function readImageLibrary(db?: Database): Promise<LibraryImage[]> {
  const rows = await listedRows(tables.galleryImages, db, eq(tables.galleryImages.mediaType, "image"));
  return rows.flatMap((r) => {
    const url = r.imageWebp ?? r.imageUrl;
    return url ? [{ url, thumbnail: r.thumbnailUrl ?? url, title: r.title, alt: r.altText }] : [];
  });
}
