import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";
import { formatEnquiryEmail, type EnquiryNotice } from "./enquiry-email";

export type { EnquiryNotice } from "./enquiry-email";
export { formatEnquiryEmail } from "./enquiry-email";

let transport: Transporter | undefined;

/**
 * Tells staff about a stored enquiry: by e-mail through SMTP_URL to NOTIFY_EMAIL, or, when either
 * is missing, in the server log. Throws on a mail failure; callers decide that it never reaches the guest.
 */
export async function notifyStaff(enquiry: EnquiryNotice): Promise<void> {
  const { SMTP_URL, NOTIFY_EMAIL } = env();
  const { subject, text } = formatEnquiryEmail(enquiry);
  if (!SMTP_URL || !NOTIFY_EMAIL) {
    console.info(`[notify] SMTP not configured; new enquiry:\n${subject}\n${text}`);
    return;
  }
  transport ??= nodemailer.createTransport(SMTP_URL);
  await transport.sendMail({
    from: { name: "47 Restaurant website", address: NOTIFY_EMAIL },
    to: NOTIFY_EMAIL,
    replyTo: enquiry.email ? { name: enquiry.name, address: enquiry.email } : undefined,
    subject,
    text,
  });
}
