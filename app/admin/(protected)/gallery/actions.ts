"use server";

import { adminAction } from "@/lib/actions/admin-action";
import { galleryActionDefinitions } from "@/lib/admin/media-actions";
import { env } from "@/lib/env";
import { storage } from "@/lib/storage";

const defs = galleryActionDefinitions({ storage, secret: () => env().authSecret });

export const addGalleryItem = adminAction(defs.add);
export const updateGalleryItem = adminAction(defs.update);
export const setGalleryPoster = adminAction(defs.setPoster);
export const reorderGallery = adminAction(defs.reorder);
export const bulkGalleryAction = adminAction(defs.bulk);
