export type { AdminGalleryItem, AdminHeroVideo, LibraryImage } from "./admin-queries";
export { DropZone } from "@/features/media/admin/drop-zone";
export {
  ChosenLibraryImage,
  LibraryImageGrid,
  LibraryImagePicker,
  type ImageFieldPickerProps,
} from "@/features/media/admin/library-picker-parts";
export { MediaItemControls, PublishBadges } from "@/features/media/admin/media-item-parts";
export { UploadQueue } from "@/features/media/admin/upload-queue";
export { useUploads } from "@/features/media/admin/use-uploads";
export {
  DEFAULT_HERO_DURATION_MS,
  MAX_HERO_SECONDS,
  MIN_HERO_DURATION_MS,
  MIN_HERO_SECONDS,
  formatSlideSeconds,
  msToSeconds,
} from "./hero-duration";
export { galleryCategory, galleryItemSchema, heroDetailsSchema, heroFileIssues, heroVideoSchema } from "./schema";
