"use server";

import { adminAction } from "@/lib/actions/admin-action";
import { serverDeps } from "@/lib/actions/server-deps";
import { enquiryActions } from "@/lib/enquiries/actions";

const enquiries = enquiryActions(serverDeps);
export const changeEnquiryStatus = adminAction(enquiries.changeEnquiryStatus);
export const saveEnquiryNote = adminAction(enquiries.saveEnquiryNote);
export const deleteEnquiry = adminAction(enquiries.deleteEnquiry);
export const sendEnquiryEmail = adminAction(enquiries.sendEnquiryEmail);
