import { requiredText, wholeNumber, z } from "@/lib/zod";
import { isPublicRoute } from "@/features/popups/pages";
import { isAllowedCtaUrl, isAllowedImageUrl, LINK_MESSAGE } from "@/lib/security/links";
import { fromLondonLocal, isLondonLocal } from "@/lib/time/london";

export const POPUP_LIMITS = { headline: 120, body: 10_000, ctaLabel: 40, url: 500, alt: 200, priority: 1000 } as const;

export const POPUP_MESSAGES = {
  headline: "Enter a headline.",
  pages: "Choose at least one page.",
  dateTime: "Enter a date and time, or leave it empty.",
  endBeforeStart: "The end must be after the start.",
  ctaUrl: LINK_MESSAGE,
  ctaUrlMissing: "Add the link for the button, or clear its label.",
  ctaLabelMissing: "Add a label for the button, or clear its link.",
  imageUrl: "Use an image address starting https://, or a path starting /media/.",
  imageNotInLibrary: "Choose the image from the media library, or upload it there.",
  imageAlt: "Describe the image for guests who cannot see it.",
  priority: `Use a whole number from -${POPUP_LIMITS.priority} to ${POPUP_LIMITS.priority}.`,
} as const;

export { isAllowedCtaUrl, isAllowedImageUrl };

const localDateTime = () =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || isLondonLocal(v), POPUP_MESSAGES.dateTime);

export const popupSchema = z
  .object({
    id: z.uuid().optional(),
    status: z.enum(["draft", "published"]),
    startAt: localDateTime(),
    endAt: localDateTime(),
    priority: wholeNumber(-POPUP_LIMITS.priority, POPUP_LIMITS.priority, POPUP_MESSAGES.priority),
    pages: z
      .array(z.string().refine(isPublicRoute, "Choose pages from the list."))
      .min(1, POPUP_MESSAGES.pages)
      .max(20),
    audience: z.enum(["everyone", "new", "returning"]),
    frequency: z.enum(["always", "session", "persistent"]),
    headline: requiredText(
      POPUP_LIMITS.headline,
      POPUP_MESSAGES.headline,
      `Please keep the headline to ${POPUP_LIMITS.headline} characters or fewer.`,
    ),
    bodyHtml: z.string().max(POPUP_LIMITS.body, "The message is too long. Please shorten it."),
    imageUrl: z
      .string()
      .trim()
      .max(POPUP_LIMITS.url)
      .refine((v) => v === "" || isAllowedImageUrl(v), POPUP_MESSAGES.imageUrl),
    imageToken: z.string().max(4000).optional(),
    imageAlt: z
      .string()
      .trim()
      .max(POPUP_LIMITS.alt, `Please keep the description to ${POPUP_LIMITS.alt} characters or fewer.`),
    ctaLabel: z
      .string()
      .trim()
      .max(POPUP_LIMITS.ctaLabel, `Please keep the label to ${POPUP_LIMITS.ctaLabel} characters or fewer.`),
    ctaUrl: z
      .string()
      .trim()
      .max(POPUP_LIMITS.url)
      .refine((v) => v === "" || isAllowedCtaUrl(v), POPUP_MESSAGES.ctaUrl),
    dismissible: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (
      v.startAt &&
      v.endAt &&
      isLondonLocal(v.startAt) &&
      isLondonLocal(v.endAt) &&
      fromLondonLocal(v.endAt) <= fromLondonLocal(v.startAt)
    ) {
      ctx.addIssue({ code: "custom", path: ["endAt"], message: POPUP_MESSAGES.endBeforeStart });
    }
    if (v.ctaLabel && !v.ctaUrl)
      ctx.addIssue({ code: "custom", path: ["ctaUrl"], message: POPUP_MESSAGES.ctaUrlMissing });
    if (v.ctaUrl && !v.ctaLabel)
      ctx.addIssue({ code: "custom", path: ["ctaLabel"], message: POPUP_MESSAGES.ctaLabelMissing });
    if (v.imageUrl && !v.imageAlt)
      ctx.addIssue({ code: "custom", path: ["imageAlt"], message: POPUP_MESSAGES.imageAlt });
  });

export const popupIdSchema = z.object({ id: z.uuid() });

export type PopupInput = z.input<typeof popupSchema>;
export type PopupData = z.output<typeof popupSchema>;
