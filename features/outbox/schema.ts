import { z } from "@/lib/zod";
import { TEMPLATE_KEYS, checkTemplateText } from "@/features/outbox/templates";

export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 5000;

export const emailRetrySchema = z.object({
  id: z.uuid({ error: "That e-mail could not be found. Please reload the page." }),
});

const subject = () =>
  z
    .string()
    .trim()
    .min(1, "Please enter a subject")
    .max(EMAIL_SUBJECT_MAX, `Please keep the subject to ${EMAIL_SUBJECT_MAX} characters or fewer`)
    .refine((s) => !/[\r\n]/.test(s), "The subject must be one line");
const body = () =>
  z
    .string()
    .trim()
    .min(1, "Please write the message")
    .max(EMAIL_BODY_MAX, `Please keep the message to ${EMAIL_BODY_MAX} characters or fewer`);

export const emailTemplateSchema = z
  .object({
    key: z.enum(TEMPLATE_KEYS, { error: "That template does not exist. Please reload the page." }),
    subject: subject(),
    body: body(),
  })
  .superRefine((v, ctx) => {
    for (const field of ["subject", "body"] as const) {
      const problem = checkTemplateText(v.key, v[field]);
      if (problem) ctx.addIssue({ code: "custom", path: [field], message: problem });
    }
  });

export const emailTemplateResetSchema = z.object({
  key: z.enum(TEMPLATE_KEYS, { error: "That template does not exist. Please reload the page." }),
});

export type EmailTemplateInput = z.input<typeof emailTemplateSchema>;

export const ENQUIRY_EMAIL_ACTIONS = ["confirm", "decline", "reply"] as const;
export type EnquiryEmailAction = (typeof ENQUIRY_EMAIL_ACTIONS)[number];

export const enquiryEmailSchema = z.object({
  id: z.uuid({ error: "That enquiry could not be found. Please reload the page." }),
  action: z.enum(ENQUIRY_EMAIL_ACTIONS, { error: "Please choose confirm, decline or reply." }),
  subject: subject(),
  body: body(),
});

export type EnquiryEmailInput = z.input<typeof enquiryEmailSchema>;
