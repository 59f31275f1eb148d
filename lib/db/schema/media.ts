import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { id, timestamps, storageKeys, listing } from "./columns";

export const galleryMediaType = pgEnum("gallery_media_type", ["image", "video"]);

export const heroVideos = pgTable(
  "hero_videos",
  {
    id: id(),
    ...listing(),
    /** Null for a still slide: the poster alone, shown for the slide's duration. */
    videoUrl: text("video_url"),
    videoWebm: text("video_webm"),
    posterUrl: text("poster_url").notNull(),
    posterWidth: integer("poster_width"),
    posterHeight: integer("poster_height"),
    altText: text("alt_text").notNull().default(""),
    transitionDuration: integer("transition_duration").notNull().default(5000),
    /** Storage keys of every file this row owns, so deleting the row can delete its files. */
    storageKeys: storageKeys(),
    ...timestamps(),
  },
  (t) => [
    index("hero_videos_public_idx").on(t.status, t.visible, t.sortIndex),
    check("hero_videos_transition_min", sql`${t.transitionDuration} >= 3500`),
  ],
);

export const galleryImages = pgTable(
  "gallery_images",
  {
    id: id(),
    title: text("title").notNull().default(""),
    altText: text("alt_text").notNull().default(""),
    category: text("category").notNull().default("general"),
    mediaType: galleryMediaType("media_type").notNull().default("image"),
    imageUrl: text("image_url"),
    imageAvif: text("image_avif"),
    imageWebp: text("image_webp"),
    thumbnailUrl: text("thumbnail_url"),
    thumbnailAvif: text("thumbnail_avif"),
    videoUrl: text("video_url"),
    videoWebm: text("video_webm"),
    videoThumbnail: text("video_thumbnail"),
    width: integer("width"),
    height: integer("height"),
    /** "#rrggbb #rrggbb", painted while the picture loads (lib/storage/placeholder.ts); null until filled. */
    placeholder: text("placeholder"),
    storageKeys: storageKeys(),
    ...listing(),
    ...timestamps(),
  },
  (t) => [index("gallery_images_public_idx").on(t.status, t.visible, t.sortIndex)],
);

export type HeroVideo = typeof heroVideos.$inferSelect;
export type GalleryImage = typeof galleryImages.$inferSelect;
