"use server";

import { adminAction } from "@/lib/actions/admin-action";
import { createPopupRun, deletePopupRun, duplicatePopupRun, updatePopupRun } from "@/lib/admin/popups";
import { CACHE_TAGS } from "@/lib/data/tags";
import { env } from "@/lib/env";
import { storage } from "@/lib/storage";
import { popupIdSchema, popupSchema } from "@/lib/validation/popup";

// Each change marks the cached popup list stale: the public site serves it at the next request.
const media = { storage, secret: () => env().authSecret };

export const createPopupAction = adminAction({
  name: "popups.create",
  schema: popupSchema,
  entity: "popup",
  tags: [CACHE_TAGS.popups],
  run: createPopupRun(media),
});

export const updatePopupAction = adminAction({
  name: "popups.update",
  schema: popupSchema,
  entity: "popup",
  tags: [CACHE_TAGS.popups],
  run: updatePopupRun(media),
});

export const duplicatePopupAction = adminAction({
  name: "popups.duplicate",
  schema: popupIdSchema,
  entity: "popup",
  tags: [CACHE_TAGS.popups],
  run: duplicatePopupRun,
});

export const deletePopupAction = adminAction({
  name: "popups.delete",
  schema: popupIdSchema,
  entity: "popup",
  tags: [CACHE_TAGS.popups],
  run: deletePopupRun(media),
});
