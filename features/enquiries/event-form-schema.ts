import { z } from "@/lib/zod";
import {
  emailField,
  futureDateField,
  nameField,
  optionalNotesField,
  optionalPhoneField,
} from "@/lib/forms/field-schemas";
import {
  EVENT_FIELDS,
  EVENT_REQUIRED,
  EVENT_TYPES,
  LIMITS,
  SERVICE_STYLES,
  emptyEvent,
  systemClock,
  type Clock,
} from "@/lib/forms/field-lists";

export { EVENT_FIELDS, EVENT_REQUIRED, EVENT_TYPES, SERVICE_STYLES, emptyEvent };

const eventTypeValues = EVENT_TYPES.map((t) => t.value) as [string, ...string[]];
const serviceStyleValues = SERVICE_STYLES.map((s) => s.value) as [string, ...string[]];

const guestsField = () =>
  z
    .string()
    .trim()
    .min(1, "Please tell us how many guests to expect")
    .superRefine((v, ctx) => {
      if (v === "") return;
      if (!/^\d+$/.test(v)) {
        ctx.addIssue({ code: "custom", message: "Please enter the number of guests as a whole number" });
        return;
      }
      const n = Number(v);
      if (n < 1) ctx.addIssue({ code: "custom", message: "Please enter at least 1 guest" });
      else if (n > LIMITS.guests)
        ctx.addIssue({
          code: "custom",
          message: `For more than ${LIMITS.guests} guests, please call us so we can plan together`,
        });
    })
    .transform((v) => Number.parseInt(v, 10));

export const makeEventSchema = (clock: Clock = systemClock) =>
  z.object({
    name: nameField(),
    email: emailField(),
    phone: optionalPhoneField(),
    eventType: z.enum(eventTypeValues, { error: "Please choose the type of event" }),
    preferredDate: futureDateField(clock, {
      window: "event",
      requiredMessage: "Please choose a preferred date",
      tooFarMessage: "We plan events up to two years ahead: please choose an earlier date",
    }),
    guests: guestsField(),
    serviceStyle: z
      .union([z.literal(""), z.enum(serviceStyleValues)], { error: "Please choose a service style from the list" })
      .transform((v) => (v === "" ? null : v)),
    notes: optionalNotesField(),
  });

export const eventSchema = makeEventSchema();

export type EventInput = z.input<typeof eventSchema>;
export type EventData = z.output<typeof eventSchema>;
