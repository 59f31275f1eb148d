"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { serverDeps } from "@/lib/actions/server-deps";
import { enquiryActions } from "@/lib/enquiries/actions";

export const { changeEnquiryStatus, saveEnquiryNote, deleteEnquiry, sendEnquiryEmail } = adminActions(
  enquiryActions(serverDeps),
);
