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
import { SettingsForm, SettingsGroup, useSettingsForm, type SettingsFormProps } from "./settings-form";

const party = { min: 1, max: MAX_PARTY_BAND } as const;
const minutes = { min: MIN_TABLE_MINUTES, max: MAX_TABLE_MINUTES } as const;

/** Three bands of party size, each with how long it keeps its table. */
export function TableTimesForm({ initial, action }: SettingsFormProps<TableTimesInput>) {
  const { form, bind, frame } = useSettingsForm(tableTimesSchema, initial, action, "times at the table");
  const [smallUpTo, mediumUpTo] = useWatch({ control: form.control, name: ["smallUpTo", "mediumUpTo"] });
  // While a size is being typed the field holds NaN; the legend waits rather than saying "from NaN".
  const from = (n: unknown) => (typeof n === "number" && Number.isFinite(n) ? `, from ${n + 1} guests` : "");

  return (
    <SettingsForm {...frame} titleId="time-at-table-title" saveLabel="Save time at the table">
      <div className="grid max-w-3xl gap-5 md:grid-cols-3">
        <SettingsGroup legend="Small parties">
          <WholeNumberField
            {...bind("smallUpTo", "table-times-small-up-to", { valueAsNumber: true })}
            {...party}
            label="Small parties: up to (guests)"
          />
          <WholeNumberField
            {...bind("smallMinutes", "table-times-small-minutes", { valueAsNumber: true })}
            {...minutes}
            label="Small parties: minutes"
          />
        </SettingsGroup>
        <SettingsGroup legend={`Middle parties${from(smallUpTo)}`}>
          <WholeNumberField
            {...bind("mediumUpTo", "table-times-medium-up-to", { valueAsNumber: true })}
            {...party}
            label="Middle parties: up to (guests)"
          />
          <WholeNumberField
            {...bind("mediumMinutes", "table-times-medium-minutes", { valueAsNumber: true })}
            {...minutes}
            label="Middle parties: minutes"
          />
        </SettingsGroup>
        <SettingsGroup legend={`Larger parties${from(mediumUpTo)}`}>
          <WholeNumberField
            {...bind("largeMinutes", "table-times-large-minutes", { valueAsNumber: true })}
            {...minutes}
            label="Larger parties: minutes"
            hint="Minutes go in steps of 15, so a table frees on a slot's time."
          />
        </SettingsGroup>
      </div>
    </SettingsForm>
  );
}
