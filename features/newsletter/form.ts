import "server-only";
import { initialStatus } from "@/lib/db/schema/enquiry-statuses";
import { formConfig, SOURCE_PAGE, type EnquiryRow } from "@/features/enquiries";
import { NEWSLETTER_FIELDS, NEWSLETTER_REQUIRED, makeNewsletterSchema, type NewsletterData } from "./form-schema";

export const newsletterRow = (d: NewsletterData): EnquiryRow => ({
  formType: "newsletter",
  status: initialStatus("newsletter"),
  name: d.name,
  email: d.email,
  sourcePage: SOURCE_PAGE.newsletter,
});

export const newsletterForm = formConfig(
  "newsletter",
  NEWSLETTER_FIELDS,
  NEWSLETTER_REQUIRED,
  makeNewsletterSchema,
  newsletterRow,
);
