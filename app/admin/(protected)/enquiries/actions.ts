"use server";

import { adminAction } from "@/lib/actions/admin-action";
import { changeEnquiryStatus, deleteEnquiry, saveEnquiryNote } from "@/lib/enquiries/admin-actions";

/** The inbox's mutations; their logic and activity entries live in lib/enquiries/admin-actions.ts. */
export const updateEnquiryStatus = adminAction(changeEnquiryStatus);
export const updateEnquiryNote = adminAction(saveEnquiryNote);
export const removeEnquiry = adminAction(deleteEnquiry);
