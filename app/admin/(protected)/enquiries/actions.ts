"use server";

import { after } from "next/server";
import { adminAction } from "@/lib/actions/admin-action";
import { changeEnquiryStatus, deleteEnquiry, saveEnquiryNote } from "@/lib/enquiries/admin-actions";
import { mailConfig, runOutbox } from "@/lib/email/delivery";
import { sendEnquiryEmail } from "@/lib/email/enquiry-actions";

/** The inbox's mutations; their logic and activity entries live in lib/enquiries/admin-actions.ts. */
export const updateEnquiryStatus = adminAction(changeEnquiryStatus);
export const updateEnquiryNote = adminAction(saveEnquiryNote);
export const removeEnquiry = adminAction(deleteEnquiry);

const sendEmail = sendEnquiryEmail(mailConfig);
/** Confirm / Decline / Reply: the e-mail, the status and the log in one transaction, delivered after the response (after(): Vercel keeps the function alive for it). */
export const sendGuestEmail = adminAction({ ...sendEmail, run: async (ctx) => ({ ...(await sendEmail.run(ctx)), afterCommit: () => after(runOutbox) }) });
