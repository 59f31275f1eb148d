"use client";

import type { ActionResult } from "@/lib/actions/admin-action-core";
import { faqsSchema, packagesSchema, testimonialsSchema, type FaqsInput, type PackagesInput, type TestimonialsInput } from "@/lib/settings/schema";
import { SettingsListForm, type ListValues } from "./list-form";

/* The schemas live on this side of the boundary (a zod schema cannot be passed from the server page). */

type Save<I> = (input: I) => Promise<ActionResult<{ changed: boolean }>>;

// The generic form edits loose records; each schema checks the exact shape on both sides.
const loose = <I,>(action: Save<I>) => action as unknown as Save<ListValues>;

export function PackagesForm({ initial, action }: { initial: PackagesInput; action: Save<PackagesInput> }) {
  return (
    <SettingsListForm
      noun="package"
      subject="event packages"
      titleId="packages-title"
      idPrefix="package"
      schema={packagesSchema as never}
      initial={initial as ListValues}
      blank={{ name: "", price: "", summary: "", includes: "", popular: false }}
      titleField="name"
      emptyText="No packages yet: the events page shows none. Add one to offer it."
      fields={[
        { name: "name", label: "Name" },
        { name: "price", label: "Price per guest (£)", inputMode: "decimal", hint: "Starting from, e.g. 34 or 34.50." },
        { name: "summary", label: "Summary (optional)", kind: "textarea", rows: 2 },
        { name: "includes", label: "What is included", kind: "textarea", rows: 4, hint: "One item per line." },
        { name: "popular", label: "Mark as most popular", kind: "checkbox" },
      ]}
      action={loose(action)}
    />
  );
}

export function FaqsForm({ initial, action }: { initial: FaqsInput; action: Save<FaqsInput> }) {
  return (
    <SettingsListForm
      noun="question"
      subject="FAQ"
      titleId="faqs-title"
      idPrefix="faq"
      schema={faqsSchema as never}
      initial={initial as ListValues}
      blank={{ question: "", answer: "" }}
      titleField="question"
      emptyText="No questions yet: the events page leaves its FAQ empty. Add one to answer it there."
      fields={[
        { name: "question", label: "Question", kind: "textarea", rows: 1 },
        { name: "answer", label: "Answer", kind: "textarea", rows: 4 },
      ]}
      action={loose(action)}
    />
  );
}

export function TestimonialsForm({ initial, action }: { initial: TestimonialsInput; action: Save<TestimonialsInput> }) {
  return (
    <SettingsListForm
      noun="testimonial"
      subject="testimonials"
      titleId="testimonials-title"
      idPrefix="testimonial"
      schema={testimonialsSchema as never}
      initial={initial as ListValues}
      blank={{ quote: "", name: "", occasion: "" }}
      titleField="name"
      emptyText="No testimonials yet: the events page shows none. Add a guest's words to show them."
      fields={[
        { name: "quote", label: "Quote", kind: "textarea", rows: 3 },
        { name: "name", label: "Name or attribution", hint: "e.g. Ayesha R." },
        { name: "occasion", label: "Occasion (optional)", hint: "e.g. Engagement dinner, 60 guests" },
      ]}
      action={loose(action)}
    />
  );
}
