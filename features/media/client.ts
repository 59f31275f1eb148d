export type { AdminGalleryItem, AdminHeroVideo, LibraryImage } from "./admin-queries";
export { DropZone } from "./components/drop-zone";
export { MediaItemControls, PublishBadges } from "./components/media-item-parts";
export { UploadQueue } from "./components/upload-queue";
export { useUploads } from "./components/use-uploads";
export {
  DEFAULT_HERO_DURATION_MS,
  MAX_HERO_SECONDS,
  MIN_HERO_DURATION_MS,
  MIN_HERO_SECONDS,
  formatSlideSeconds,
  msToSeconds,
} from "./hero-duration";
export { galleryCategory, galleryItemSchema, heroDetailsSchema, heroFileIssues, heroVideoSchema } from "./schema";
