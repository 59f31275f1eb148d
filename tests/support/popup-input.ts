import type { PopupInput } from "@/features/popups/schema";

/** A popup form's input: a draft with no schedule, image or call to action, with the given fields over it. */
export const draftPopupInput = (over: Partial<PopupInput> = {}): PopupInput => ({
  status: "draft",
  startAt: "",
  endAt: "",
  priority: 0,
  pages: ["/"],
  audience: "everyone",
  frequency: "session",
  headline: "Eid dinner",
  bodyHtml: "<p>Join us</p>",
  imageUrl: "",
  imageAlt: "",
  ctaLabel: "",
  ctaUrl: "",
  dismissible: true,
  ...over,
});
