export { sanitizeRichText as sanitizePopupHtml } from "@/lib/security/rich-text";
