"use client";

import { sendEventEnquiry } from "@/lib/forms/actions";
import type { EventInput } from "@/lib/forms/event";
import { EVENT_REQUIRED, EVENT_TYPES, LIMITS, SERVICE_STYLES } from "@/lib/forms/field-lists";
import { EMAIL, NAME, PHONE, PublicForm, type FormSpec, type PublicFormProps } from "./public-form";

const EVENT_FORM: FormSpec<EventInput> = {
  type: "event",
  action: sendEventEnquiry,
  schema: () => import("@/lib/forms/event").then((m) => m.eventSchema),
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
