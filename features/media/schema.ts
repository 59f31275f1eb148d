import { z } from "@/lib/zod";
import { MAX_HERO_SECONDS, MIN_HERO_SECONDS, hasAtMostTenths } from "@/features/media/hero-duration";

export const CONTENT_STATUSES = ["draft", "published"] as const;
export { MIN_HERO_DURATION_MS, MAX_HERO_DURATION_MS } from "@/features/media/hero-duration";

export const ALT_REQUIRED_TO_PUBLISH =
  "Add alt text before publishing: it describes the picture to guests who use a screen reader.";

const altText = z.string().trim().max(300, "Keep the alt text under 300 characters.");
const status = z.enum(CONTENT_STATUSES, { error: "Choose draft or published." });
const mediaToken = z.string().min(10).max(4000);

function requireAltToPublish(value: { status: string; altText: string }, ctx: z.RefinementCtx) {
  if (value.status === "published" && value.altText.trim() === "") {
    ctx.addIssue({ code: "custom", path: ["altText"], message: ALT_REQUIRED_TO_PUBLISH });
  }
}

export const galleryCategory = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Choose a category or add a new one.")
  .max(40, "Keep the category under 40 characters.")
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} &'-]*$/u, "Use letters, numbers, spaces, hyphens or apostrophes only.");

export const galleryItemSchema = z
  .object({
    id: z.uuid(),
    title: z.string().trim().min(1, "Give the item a title.").max(120, "Keep the title under 120 characters."),
    altText,
    category: galleryCategory,
    status,
    visible: z.boolean(),
  })
  .superRefine(requireAltToPublish);
export type GalleryItemInput = z.input<typeof galleryItemSchema>;

export const addGalleryItemSchema = z.object({
  token: mediaToken,
  title: z.string().trim().min(1).max(120),
  category: galleryCategory,
});

export const galleryPosterSchema = z.object({ id: z.uuid(), token: mediaToken });

export const galleryBulkSchema = z.object({
  ids: z.array(z.uuid()).min(1, "Select at least one item.").max(500),
  operation: z.enum(["publish", "hide", "delete"]),
});

export const HERO_SECONDS_MESSAGES = {
  tooShort: "Each slide shows for at least 3.5 seconds.",
  tooLong: "Keep each slide to 60 seconds (one minute) or less.",
  tenths: "Use at most one decimal place, like 6.5 seconds.",
} as const;

const heroFields = {
  altText,
  slideSeconds: z
    .number({ error: "Enter the slide duration in seconds, like 5 or 6.5." })
    .min(MIN_HERO_SECONDS, HERO_SECONDS_MESSAGES.tooShort)
    .max(MAX_HERO_SECONDS, HERO_SECONDS_MESSAGES.tooLong)
    .refine(hasAtMostTenths, HERO_SECONDS_MESSAGES.tenths),
  status,
  visible: z.boolean(),
};

export const heroVideoSchema = z.object({ id: z.uuid(), ...heroFields }).superRefine(requireAltToPublish);
export type HeroVideoInput = z.input<typeof heroVideoSchema>;

export const HERO_FILE_MESSAGES = {
  nothing: "Upload a photograph for a still slide, or an MP4 video with its poster image.",
  poster:
    "Upload a poster image: it shows before the video plays, and instead of it for guests who prefer less motion.",
  webmAlone: "Upload the MP4 video too: the WebM copy is an extra that only some browsers play.",
} as const;

export function heroFileIssues(files: {
  mp4?: unknown;
  webm?: unknown;
  poster?: unknown;
}): { path: "mp4" | "webm" | "poster"; message: string }[] {
  const has = (v: unknown) => typeof v === "string" && v !== "";
  if (!has(files.mp4) && !has(files.webm) && !has(files.poster))
    return [{ path: "poster", message: HERO_FILE_MESSAGES.nothing }];
  const issues: { path: "mp4" | "webm" | "poster"; message: string }[] = [];
  if (!has(files.poster)) issues.push({ path: "poster", message: HERO_FILE_MESSAGES.poster });
  if (has(files.webm) && !has(files.mp4)) issues.push({ path: "mp4", message: HERO_FILE_MESSAGES.webmAlone });
  return issues;
}

export const createHeroVideoSchema = z
  .object({
    ...heroFields,
    mp4: mediaToken.optional(),
    webm: mediaToken.optional(),
    poster: mediaToken.optional(),
  })
  .superRefine(requireAltToPublish)
  .superRefine((value, ctx) => {
    for (const issue of heroFileIssues(value))
      ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  });

export const heroDetailsSchema = z.object(heroFields).superRefine(requireAltToPublish);
export type HeroDetailsInput = z.input<typeof heroDetailsSchema>;

export const heroDeleteSchema = z.object({ id: z.uuid() });
