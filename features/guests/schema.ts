import { z } from "@/lib/zod";
import { UK_ALLERGEN_VALUES } from "@/lib/db/schema/menu-vocabulary";

export const GUEST_NOTES_MAX = 2000;
export const TAG_WORDS_MAX = 40;
export const TAGS_PER_KIND_MAX = 10;

const guestId = () => z.uuid({ error: "That guest could not be found. Please reload the page." });

export const guestNotesSchema = z.object({
  id: guestId(),
  notes: z.string().trim().max(GUEST_NOTES_MAX, `Please keep the notes to ${GUEST_NOTES_MAX} characters or fewer`),
});

const words = (what: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, `Please leave out empty ${what}`)
        .max(TAG_WORDS_MAX, `Please keep each of the ${what} to ${TAG_WORDS_MAX} characters or fewer`),
    )
    .max(TAGS_PER_KIND_MAX, `Please keep to ${TAGS_PER_KIND_MAX} ${what} or fewer`);

export const guestTagsSchema = z.object({
  id: guestId(),
  regular: z.boolean(),
  vip: z.boolean(),
  allergies: z.array(z.enum(UK_ALLERGEN_VALUES, { error: "Please choose allergens from the menu's list" })).max(14),
  dietary: words("dietary needs"),
  custom: words("tags"),
});

export const guestConsentSchema = z.object({ id: guestId(), marketingConsent: z.boolean() });

export const guestEraseSchema = z.object({ id: guestId() });

export const guestMergeSchema = z
  .object({ id: guestId(), intoId: guestId() })
  .refine((v) => v.id !== v.intoId, { error: "Please choose another guest to merge with", path: ["intoId"] });

export type GuestNotesInput = z.input<typeof guestNotesSchema>;
export type GuestTagsInput = z.input<typeof guestTagsSchema>;
export type GuestConsentInput = z.input<typeof guestConsentSchema>;
export type GuestEraseInput = z.input<typeof guestEraseSchema>;
export type GuestMergeInput = z.input<typeof guestMergeSchema>;
