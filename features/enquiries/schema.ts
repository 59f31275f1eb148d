import { z } from "@/lib/zod";
import { ENQUIRY_STATUSES } from "@/features/enquiries/labels";

export const INTERNAL_NOTE_MAX = 2000;

const enquiryId = () => z.uuid({ error: "That enquiry could not be found. Please reload the page." });

export const enquiryStatusSchema = z.object({
  id: enquiryId(),
  status: z.enum(ENQUIRY_STATUSES, { error: "Please choose one of the statuses offered" }),
});

export const enquiryNoteSchema = z.object({
  id: enquiryId(),
  note: z.string().trim().max(INTERNAL_NOTE_MAX, `Please keep the note to ${INTERNAL_NOTE_MAX} characters or fewer`),
});

export const enquiryDeleteSchema = z.object({ id: enquiryId() });

export type EnquiryStatusInput = z.input<typeof enquiryStatusSchema>;
export type EnquiryNoteInput = z.input<typeof enquiryNoteSchema>;
