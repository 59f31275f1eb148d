export type { AdminHeroVideo } from "./admin-queries";
export { galleryActions, heroActions } from "./changes";
export { listedRows } from "./list-order";
export { verifyMedia } from "./media-token";
export { deleteUnusedFiles } from "./references";
