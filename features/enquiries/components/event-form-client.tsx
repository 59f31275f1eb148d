"use client";

import { sendEventEnquiry } from "@/features/enquiries/actions";
import type { EventInput } from "@/features/enquiries/event-form-schema";
import { EVENT_REQUIRED, EVENT_TYPES, LIMITS, SERVICE_STYLES } from "@/lib/forms/field-lists";
import { EMAIL, NAME, PHONE, PublicForm, type FormSpec, type PublicFormProps } from "@/components/forms/public-form";

const EVENT_FORM: FormSpec<EventInput> = {
  type: "event",
  action: sendEventEnquiry,
  schema: () => import("@/features/enquiries/event-form-schema").then((m) => m.eventSchema),
  required: EVENT_REQUIRED,
  heading: {
    eyebrow: "Event enquiry",
    title: "Tell us about your event",
    intro:
      "Share a few details and our events team will contact you within one business day to shape the evening with you.",
  },
  fields: [
    NAME,
    EMAIL,
    PHONE,
    { name: "eventType", label: "Event type", kind: "select", placeholder: "Choose an occasion", options: EVENT_TYPES },
    { name: "preferredDate", label: "Preferred date", kind: "date", window: "event" },
    { name: "guests", label: "Guests", kind: "number", max: LIMITS.guests },
    {
      name: "serviceStyle",
      label: "Service style",
      kind: "select",
      placeholder: "Choose a style",
      options: SERVICE_STYLES,
      wide: true,
    },
    {
      name: "notes",
      label: "Notes",
      kind: "textarea",
      rows: 5,
      wide: true,
      hint: "Timings, dietary needs, décor, anything on your mind.",
    },
  ],
  submit: { label: "Send Enquiry", busyLabel: "Sending..." },
};

export const EventFormClient = (props: PublicFormProps & { phone: string }) => (
  <PublicForm spec={EVENT_FORM} {...props} />
);
