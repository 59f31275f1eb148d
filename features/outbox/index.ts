export { EmailRow } from "@/features/outbox/admin/email-row";
export { OutboxStateBadge } from "@/features/outbox/admin/outbox-badges";
export { reservationIcs } from "./ics";
export { enqueueEmail } from "./outbox";
export { emailsForEnquiry, failedEmails, type OutboxSummary } from "./outbox-queries";
export { enquiryEmailSchema, type EnquiryEmailAction } from "./schema";
export { verifyUnsubscribeToken } from "./unsubscribe";
export { mailConfig, queueThenSend, runOutbox, type MailConfig } from "./delivery";
export { deliverAfterResponse } from "./deliver-after-response";
export { mailContextOf, oneLine, type EmailKind, type MailContext, type OutgoingEmail } from "./compose";
export {
  renderEmailHtml,
  renderEmailText,
  richTextForEmail,
  richTextParagraphs,
  type EmailContent,
  type EmailLink,
} from "./render";
export { fillTemplate, paragraphsOf, type TemplateKey, type TemplateValues } from "./templates";
export { loadTemplate } from "./template-store";
export { oneClickUnsubscribeUrl, unsubscribeUrl } from "./unsubscribe";
