"use client";

import { useWatch } from "react-hook-form";
import { WholeNumberField } from "@/components/admin/form-field";
import {
  MAX_PARTY_BAND,
  MAX_TABLE_MINUTES,
  MIN_TABLE_MINUTES,
  tableTimesSchema,
  type TableTimesInput,
} from "@/features/settings/schema";
import { FieldCard } from "@/components/admin/field-card";
import { SettingsForm, useSettingsForm, type SettingsFormProps } from "./settings-form";

const party = { min: 1, max: MAX_PARTY_BAND } as const;
const minutes = { min: MIN_TABLE_MINUTES, max: MAX_TABLE_MINUTES } as const;

/** The bands from small to larger, each up to a size the next one starts after; the last has no upper size. */
const BANDS: ReadonlyArray<{
  label: string;
  id: string;
  upTo: "smallUpTo" | "mediumUpTo" | null;
  minutes: "smallMinutes" | "mediumMinutes" | "largeMinutes";
  hint?: string;
}> = [
  { label: "Small parties", id: "small", upTo: "smallUpTo", minutes: "smallMinutes" },
  { label: "Middle parties", id: "medium", upTo: "mediumUpTo", minutes: "mediumMinutes" },
  {
    label: "Larger parties",
    id: "large",
    upTo: null,
    minutes: "largeMinutes",
    hint: "Minutes go in steps of 15, so a table frees on a slot's time.",
  },
];

/** Three bands of party size, each with how long it keeps its table. */
export function TableTimesForm({ initial, action }: SettingsFormProps<TableTimesInput>) {
  const { form, bind, frame } = useSettingsForm(tableTimesSchema, initial, action, "times at the table");
  const upTos = useWatch({ control: form.control, name: ["smallUpTo", "mediumUpTo"] });
  // While a size is being typed the field holds NaN; the legend waits rather than saying "from NaN".
  const from = (n: unknown) => (typeof n === "number" && Number.isFinite(n) ? `, from ${n + 1} guests` : "");

  return (
    <SettingsForm {...frame} titleId="time-at-table-title" saveLabel="Save time at the table">
      <div className="grid max-w-3xl gap-5 md:grid-cols-3">
        {BANDS.map((band, i) => (
          <FieldCard key={band.id} look="group" title={`${band.label}${i ? from(upTos[i - 1]) : ""}`}>
            {band.upTo ? (
              <WholeNumberField
                {...bind(band.upTo, `table-times-${band.id}-up-to`, { valueAsNumber: true })}
                {...party}
                label={`${band.label}: up to (guests)`}
              />
            ) : null}
            <WholeNumberField
              {...bind(band.minutes, `table-times-${band.id}-minutes`, { valueAsNumber: true })}
              {...minutes}
              label={`${band.label}: minutes`}
              hint={band.hint}
            />
          </FieldCard>
        ))}
      </div>
    </SettingsForm>
  );
}
