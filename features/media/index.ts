export type { AdminHeroVideo } from "./admin-queries";
export { listedRows } from "./list-order";
export { findLibraryPhoto } from "./library-photo";
export * from "./changes";
export { deleteUnusedFiles } from "./references";
export { verifyMedia } from "./media-token";
export {
  ALT_REQUIRED_TO_PUBLISH,
  addGalleryItemSchema,
  createHeroVideoSchema,
  galleryBulkSchema,
  galleryItemSchema,
  galleryPosterSchema,
  HERO_FILE_MESSAGES,
  heroDeleteSchema,
  heroVideoSchema,
} from "./schema";
export { secondsToMs } from "./hero-duration";
