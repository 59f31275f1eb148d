"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { guestActions } from "./changes";

export const { saveGuestNotes, saveGuestTags, setGuestMarketingConsent, eraseGuestRecord, mergeGuests } =
  adminActions(guestActions());
