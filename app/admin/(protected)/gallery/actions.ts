"use server";

import { adminAction } from "@/lib/actions/admin-action";
import { serverDeps } from "@/lib/actions/server-deps";
import { galleryActions } from "@/lib/media/actions";

const gallery = galleryActions(serverDeps);
export const addGalleryItem = adminAction(gallery.addGalleryItem);
export const updateGalleryItem = adminAction(gallery.updateGalleryItem);
export const setGalleryPoster = adminAction(gallery.setGalleryPoster);
export const reorderGallery = adminAction(gallery.reorderGallery);
export const bulkGalleryAction = adminAction(gallery.bulkGalleryAction);
