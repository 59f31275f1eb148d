"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { DialogFormFooter } from "@/components/admin/dialog-form-footer";
import { ControlGroup, fieldBinder, Suggestions, TextField, WholeNumberField } from "@/components/admin/form-field";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import type { TableRow } from "@/features/tables/admin-queries";
import { seatsInWords } from "@/features/tables/floor";
import {
  MAX_TABLE_SEATS,
  SUGGESTED_AREAS,
  TABLE_AREA_MAX,
  TABLE_NAME_MAX,
  tableSchema,
  type TableData,
  type TableInput,
} from "@/features/tables/schema";
import type { ActionProp } from "@/lib/actions/admin-action-core";

export type SaveTable = ActionProp<TableInput, { id: string }>;

/** Add or edit one table: its name, area, seats and the tables it can be pushed together with. */
export function TableForm({
  row,
  others,
  action,
  onDone,
}: {
  row: TableRow | null;
  others: readonly TableRow[];
  action: SaveTable;
  onDone: () => void;
}) {
  const form = useForm<TableInput, unknown, TableData>({
    resolver: zodResolver(tableSchema),
    defaultValues: row
      ? {
          id: row.id,
          name: row.name,
          area: row.area,
          seatsMin: row.seatsMin,
          seatsMax: row.seatsMax,
          joinableWith: row.joinableWith,
        }
      : { name: "", area: "", seatsMin: 1, seatsMax: 2, joinableWith: [] },
  });
  const bind = fieldBinder(form);
  const areas = [...new Set([...others.map((o) => o.area), ...SUGGESTED_AREAS])];

  const { onSubmit, pending } = useAdminSubmit(form, {
    action,
    failure: "Could not save the table",
    offline: "The connection failed. Please try again.",
    focusError: false,
    onSaved: (_data, values) => {
      toast.success(row ? "Table saved" : "Table added", {
        description: row ? `${values.name} is up to date.` : `${values.name} is on the floor plan's first free place.`,
      });
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <DialogHeader>
        <DialogTitle>{row ? `Edit table ${row.name}` : "Add a table"}</DialogTitle>
        <DialogDescription>
          The seats are the party sizes the table is meant for: a four-top may take two to four guests.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" maxLength={TABLE_NAME_MAX} autoComplete="off" {...bind("name", "table-name")} />
        <TextField
          label="Area"
          maxLength={TABLE_AREA_MAX}
          list="table-areas"
          autoComplete="off"
          {...bind("area", "table-area")}
        />
        <Suggestions id="table-areas" values={areas} />
        <WholeNumberField
          label="Fewest guests"
          min={1}
          max={MAX_TABLE_SEATS}
          {...bind("seatsMin", "table-seats-min", { valueAsNumber: true })}
        />
        <WholeNumberField
          label="Most guests"
          min={1}
          max={MAX_TABLE_SEATS}
          {...bind("seatsMax", "table-seats-max", { valueAsNumber: true })}
        />
      </div>
      {others.length ? (
        <Controller
          control={form.control}
          name="joinableWith"
          render={({ field }) => (
            <ControlGroup
              id="table-joins"
              label="Can be joined with"
              hint="Tables pushed together for a larger party. A longer row joins only through tables joinable one to the next."
            >
              {() => (
                <ul className="grid max-h-56 gap-2 overflow-y-auto sm:grid-cols-2">
                  {others.map((o) => {
                    const id = `table-join-${o.id}`;
                    const checked = field.value.includes(o.id);
                    return (
                      <li key={o.id} className="flex items-center gap-2">
                        <Checkbox
                          id={id}
                          checked={checked}
                          onCheckedChange={(on) =>
                            field.onChange(on ? [...field.value, o.id] : field.value.filter((v) => v !== o.id))
                          }
                        />
                        <Label htmlFor={id} className="font-normal">
                          {o.name}
                          <span className="text-muted-foreground">
                            {" "}
                            · {o.area}, {seatsInWords(o)}
                          </span>
                        </Label>
                      </li>
                    );
                  })}
                </ul>
              )}
            </ControlGroup>
          )}
        />
      ) : null}
      <DialogFormFooter pending={pending} onCancel={onDone} label={row ? "Save table" : "Add table"} lockCancel />
    </form>
  );
}
