export { RetryEmailButton, type RetryEmailAction } from "@/features/outbox/admin/retry-email-button";
export { enquiryEmailSchema, type EnquiryEmailAction, type EnquiryEmailInput } from "./schema";
