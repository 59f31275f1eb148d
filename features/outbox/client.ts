export { RetryEmailButton } from "@/features/outbox/admin/retry-email-button";
export { enquiryEmailSchema, type EnquiryEmailAction, type EnquiryEmailInput } from "./schema";
