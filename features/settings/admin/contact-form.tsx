"use client";

import { TextField } from "@/components/admin/form-field";
import { contactSettingsSchema, type ContactSettingsInput } from "@/features/settings/schema";
import { FieldCard } from "@/components/admin/field-card";
import { SettingsForm, useSettingsForm, type SettingsFormProps } from "./settings-form";

type Field = keyof ContactSettingsInput;

const GROUPS: ReadonlyArray<{
  legend: string;
  fields: ReadonlyArray<{ name: Field; label: string; type?: string; hint?: string; autoComplete?: string }>;
}> = [
  {
    legend: "How to reach us",
    fields: [
      {
        name: "phone",
        label: "Phone",
        type: "tel",
        hint: "As guests should see it, e.g. 0116 288 4747.",
        autoComplete: "off",
      },
      { name: "email", label: "E-mail", type: "email", autoComplete: "off" },
    ],
  },
  {
    legend: "Address",
    fields: [
      { name: "street", label: "Street" },
      { name: "locality", label: "Town" },
      { name: "region", label: "Region (optional)" },
      { name: "postcode", label: "Postcode" },
      {
        name: "directionsUrl",
        label: "Map / directions link (optional)",
        type: "url",
        hint: "Leave empty to link to directions to the address above.",
      },
    ],
  },
  {
    legend: "Social links",
    fields: [
      {
        name: "instagramUrl",
        label: "Instagram (optional)",
        type: "url",
        hint: "A full https:// address. Empty: the icon points nowhere.",
      },
      { name: "facebookUrl", label: "Facebook (optional)", type: "url" },
      { name: "tiktokUrl", label: "TikTok (optional)", type: "url" },
    ],
  },
];

/** Phone, e-mail, address, directions and social profiles: the footer, contact page and structured data show them. */
export function ContactSettingsForm({ initial, action }: SettingsFormProps<ContactSettingsInput>) {
  const { bind, frame } = useSettingsForm(contactSettingsSchema, initial, action, "contact details");

  return (
    <SettingsForm {...frame} titleId="contact-title" saveLabel="Save contact details">
      <div className="grid gap-6 lg:grid-cols-3">
        {GROUPS.map((group) => (
          <FieldCard key={group.legend} look="group" title={group.legend}>
            {group.fields.map((f) => (
              <TextField
                key={f.name}
                {...bind(f.name, `contact-${f.name}`)}
                label={f.label}
                hint={f.hint}
                type={f.type ?? "text"}
                autoComplete={f.autoComplete}
              />
            ))}
          </FieldCard>
        ))}
      </div>
    </SettingsForm>
  );
}
