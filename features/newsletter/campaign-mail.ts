import type { NewsletterCampaign } from "@/lib/db/schema";
import {
  oneClickUnsubscribeUrl,
  oneLine,
  renderEmailHtml,
  renderEmailText,
  richTextForEmail,
  richTextParagraphs,
  unsubscribeUrl,
  type EmailContent,
  type MailContext,
  type OutgoingEmail,
} from "@/features/outbox";

export type CampaignContent = Pick<NewsletterCampaign, "subject" | "preheader" | "bodyHtml" | "imageUrl" | "imageAlt">;

/** The parts every guest's copy shares, worked out once per batch. */
export interface CampaignMessage {
  subject: string;
  content: Omit<EmailContent, "unsubscribeUrl">;
}

const absolute = (url: string, siteUrl: string) => (url.startsWith("/") ? `${siteUrl.replace(/\/$/, "")}${url}` : url);

export function campaignMessage(c: CampaignContent, siteUrl: string): CampaignMessage {
  const subject = oneLine(c.subject);
  const paragraphs = richTextParagraphs(c.bodyHtml, siteUrl);
  return {
    subject,
    content: {
      preheader: oneLine(c.preheader) || paragraphs[0] || subject,
      paragraphs,
      richHtml: richTextForEmail(c.bodyHtml, siteUrl),
      ...(c.imageUrl ? { image: { url: absolute(c.imageUrl, siteUrl), alt: c.imageAlt ?? "" } } : {}),
    },
  };
}

/** One guest's copy: their own signed unsubscribe link in the footer and in the List-Unsubscribe headers. */
export function campaignEmailTo(
  message: CampaignMessage,
  to: { subscriberId: string; email: string },
  ctx: MailContext,
  secret: string,
): OutgoingEmail {
  const siteUrl = ctx.facts.siteUrl;
  const content: EmailContent = {
    ...message.content,
    unsubscribeUrl: unsubscribeUrl(siteUrl, secret, to.subscriberId),
  };
  return {
    kind: "newsletter_campaign",
    enquiryId: to.subscriberId,
    to: to.email,
    fromName: ctx.fromName,
    fromAddress: ctx.fromAddress,
    replyTo: ctx.replyTo,
    subject: message.subject,
    html: renderEmailHtml(message.subject, content, ctx.facts),
    text: renderEmailText(content, ctx.facts),
    headers: {
      "List-Unsubscribe": `<${oneClickUnsubscribeUrl(siteUrl, secret, to.subscriberId)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    ics: null,
  };
}

export const TEST_SUBJECT_PREFIX = "[Test] ";

/** The copy a staff member sends themself: marked as a test, its unsubscribe link a harmless one. */
export function campaignTestEmail(message: CampaignMessage, to: string, ctx: MailContext): OutgoingEmail {
  const subject = `${TEST_SUBJECT_PREFIX}${message.subject}`;
  const content: EmailContent = {
    ...message.content,
    unsubscribeUrl: `${ctx.facts.siteUrl.replace(/\/$/, "")}/newsletter/unsubscribe`,
  };
  return {
    kind: "newsletter_campaign",
    enquiryId: null,
    to,
    fromName: ctx.fromName,
    fromAddress: ctx.fromAddress,
    replyTo: ctx.replyTo,
    subject,
    html: renderEmailHtml(subject, content, ctx.facts),
    text: renderEmailText(content, ctx.facts),
    headers: {},
    ics: null,
  };
}

/** The e-mail's body for the admin preview: a guest's copy, with a sample unsubscribe link that does nothing. */
export function campaignPreviewBody(message: CampaignMessage, ctx: MailContext): string {
  const content: EmailContent = {
    ...message.content,
    unsubscribeUrl: `${ctx.facts.siteUrl.replace(/\/$/, "")}/newsletter/unsubscribe`,
  };
  const html = renderEmailHtml(message.subject, content, ctx.facts);
  const start = html.indexOf(">", html.indexOf("<body")) + 1;
  return html.slice(start, html.lastIndexOf("</body>"));
}
