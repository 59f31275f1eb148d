"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { serverDeps } from "@/lib/actions/server-deps";
import { galleryActions } from "./changes";

export const { addGalleryItem, updateGalleryItem, setGalleryPoster, reorderGallery, bulkGalleryAction } = adminActions(
  galleryActions(serverDeps),
);
