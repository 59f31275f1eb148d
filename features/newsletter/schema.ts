import { requiredText, z } from "@/lib/zod";
import { CAMPAIGN_AUDIENCES } from "@/lib/db/schema/newsletter-vocabulary";
import { isAllowedCtaUrl, isAllowedImageUrl, LINK_MESSAGE } from "@/lib/security/links";
import { fromLondonLocal, isLondonLocal } from "@/lib/time/london";

export const CAMPAIGN_LIMITS = { subject: 150, preheader: 150, body: 50_000, alt: 200, url: 500, tag: 100 } as const;

export const CAMPAIGN_MESSAGES = {
  subject: "Enter a subject.",
  subjectLong: `Please keep the subject to ${CAMPAIGN_LIMITS.subject} characters or fewer.`,
  preheaderLong: `Please keep the preview line to ${CAMPAIGN_LIMITS.preheader} characters or fewer.`,
  body: "Write the message.",
  bodyLong: "The message is too long. Please shorten it.",
  bodyLink: `A link in the message cannot be used. ${LINK_MESSAGE}`,
  imageUrl: "Choose the image from the media library.",
  imageAlt: "Describe the image for guests who cannot see it.",
  sendAt: "Enter the date and time to send it (London time).",
  sendAtPast: "Choose a time in the future, or send it now.",
  audienceTag: "Choose the tag of the guests it goes to.",
  audienceTagUnknown: "That tag is not one the guest book uses. Please choose it from the list.",
} as const;

/** "everyone subscribed" or "subscribers tagged “VIP”", given the tag as a host reads it. */
export const audienceInWords = (tagLabel: string | null) =>
  tagLabel ? `subscribers tagged “${tagLabel}”` : "everyone subscribed";

/** Why a newsletter cannot go yet: the same words beside the disabled button and from the server. */
export function noAudienceMessage(tagLabel: string | null): string {
  return tagLabel
    ? `No subscribed guest is tagged “${tagLabel}”, so there is no one to send it to. Edit it to choose another tag or everyone subscribed.`
    : "Nobody is subscribed yet, so there is no one to send it to.";
}

export const CAMPAIGN_AUDIENCE_LABELS: Record<(typeof CAMPAIGN_AUDIENCES)[number], string> = {
  all_subscribers: "Everyone subscribed",
  tagged: "Subscribers tagged …",
};

// The entities the editor writes, by name.
const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#39": "'", lt: "<", gt: ">" };
const decode = (value: string) => value.replace(/&(amp|quot|#39|lt|gt);/g, (e, name: string) => ENTITIES[name] ?? e);

/** Every link address in the editor's HTML, as the guest's mail client will read it. */
export function linksIn(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) => decode(m[1] ?? m[2] ?? ""));
}

/** The words of rich text, without its tags: empty when the editor holds only empty paragraphs. */
export function textOf(html: string): string {
  return decode(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

export const campaignSchema = z
  .object({
    id: z.uuid().optional(),
    subject: requiredText(CAMPAIGN_LIMITS.subject, CAMPAIGN_MESSAGES.subject, CAMPAIGN_MESSAGES.subjectLong),
    preheader: z.string().trim().max(CAMPAIGN_LIMITS.preheader, CAMPAIGN_MESSAGES.preheaderLong),
    bodyHtml: z
      .string()
      .max(CAMPAIGN_LIMITS.body, CAMPAIGN_MESSAGES.bodyLong)
      .refine((v) => textOf(v) !== "", CAMPAIGN_MESSAGES.body)
      .refine((v) => linksIn(v).every(isAllowedCtaUrl), CAMPAIGN_MESSAGES.bodyLink),
    imageUrl: z
      .string()
      .trim()
      .max(CAMPAIGN_LIMITS.url)
      .refine((v) => v === "" || isAllowedImageUrl(v), CAMPAIGN_MESSAGES.imageUrl),
    imageAlt: z
      .string()
      .trim()
      .max(CAMPAIGN_LIMITS.alt, `Please keep the description to ${CAMPAIGN_LIMITS.alt} characters or fewer.`),
    audience: z.enum(CAMPAIGN_AUDIENCES),
    /** Read only when the audience is "tagged"; the server stores none otherwise. */
    audienceTag: z.string().trim().max(CAMPAIGN_LIMITS.tag, CAMPAIGN_MESSAGES.audienceTagUnknown),
  })
  .superRefine((v, ctx) => {
    if (v.audience === "tagged" && !v.audienceTag)
      ctx.addIssue({ code: "custom", path: ["audienceTag"], message: CAMPAIGN_MESSAGES.audienceTag });
    if (v.imageUrl && !v.imageAlt)
      ctx.addIssue({ code: "custom", path: ["imageAlt"], message: CAMPAIGN_MESSAGES.imageAlt });
  });

export const emptyCampaign = (): CampaignInput => ({
  subject: "",
  preheader: "",
  bodyHtml: "",
  imageUrl: "",
  imageAlt: "",
  audience: "all_subscribers",
  audienceTag: "",
});

/** "Send now" or at a London date and time; `now` is the server's clock on the server, the browser's in it. */
export const makeScheduleSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      id: z.uuid(),
      when: z.enum(["now", "later"]),
      sendAt: z.string().trim(),
    })
    .superRefine((v, ctx) => {
      if (v.when === "now") return;
      if (!isLondonLocal(v.sendAt))
        return ctx.addIssue({ code: "custom", path: ["sendAt"], message: CAMPAIGN_MESSAGES.sendAt });
      if (fromLondonLocal(v.sendAt) <= now())
        ctx.addIssue({ code: "custom", path: ["sendAt"], message: CAMPAIGN_MESSAGES.sendAtPast });
    });

export const scheduleSchema = makeScheduleSchema();

export const campaignIdSchema = z.object({ id: z.uuid() });

export type CampaignInput = z.input<typeof campaignSchema>;
export type CampaignData = z.output<typeof campaignSchema>;
export type ScheduleInput = z.input<typeof scheduleSchema>;
