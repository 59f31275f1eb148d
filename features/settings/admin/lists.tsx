"use client";

import { faqsSchema, packagesSchema, testimonialsSchema } from "@/features/settings/schema";
import { SettingsListForm, type ListFormProps, type ListValues } from "./list-form";
import type { ActionProp } from "@/lib/actions/admin-action-core";

// The schemas live on this side of the boundary (a zod schema cannot be passed from the server page).
const LISTS = {
  packages: {
    noun: "package",
    subject: "event packages",
    titleId: "packages-title",
    idPrefix: "package",
    schema: packagesSchema,
    blank: { name: "", price: "", summary: "", includes: "", popular: false },
    titleField: "name",
    emptyText: "No packages yet: the events page shows none. Add one to offer it.",
    fields: [
      { name: "name", label: "Name" },
      { name: "price", label: "Price per guest (£)", inputMode: "decimal", hint: "Starting from, e.g. 34 or 34.50." },
      { name: "summary", label: "Summary (optional)", kind: "textarea", rows: 2 },
      { name: "includes", label: "What is included", kind: "textarea", rows: 4, hint: "One item per line." },
      { name: "popular", label: "Mark as most popular", kind: "checkbox" },
    ],
  },
  faqs: {
    noun: "question",
    subject: "FAQ",
    titleId: "faqs-title",
    idPrefix: "faq",
    schema: faqsSchema,
    blank: { question: "", answer: "" },
    titleField: "question",
    emptyText: "No questions yet: the events page leaves its FAQ empty. Add one to answer it there.",
    fields: [
      { name: "question", label: "Question", kind: "textarea", rows: 1 },
      { name: "answer", label: "Answer", kind: "textarea", rows: 4 },
    ],
  },
  testimonials: {
    noun: "testimonial",
    subject: "testimonials",
    titleId: "testimonials-title",
    idPrefix: "testimonial",
    schema: testimonialsSchema,
    blank: { quote: "", name: "", occasion: "" },
    titleField: "name",
    emptyText: "No testimonials yet: the events page shows none. Add a guest's words to show them.",
    fields: [
      { name: "quote", label: "Quote", kind: "textarea", rows: 3 },
      { name: "name", label: "Name or attribution", hint: "e.g. Ayesha R." },
      { name: "occasion", label: "Occasion (optional)", hint: "e.g. Engagement dinner, 60 guests" },
    ],
  },
} satisfies Record<string, Omit<ListFormProps, "initial" | "action">>;

/** One of the ordered lists on the events page; the generic form edits loose records and each schema checks the exact shape on both sides. */
export function SettingsList<I extends object>({
  list,
  initial,
  action,
}: {
  list: keyof typeof LISTS;
  initial: I;
  action: ActionProp<I, { changed: boolean }>;
}) {
  return (
    <SettingsListForm
      {...LISTS[list]}
      initial={initial as unknown as ListValues}
      action={action as unknown as ListFormProps["action"]}
    />
  );
}
