"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { RowEditDialog } from "@/components/admin/edit-dialog";
import { EditableRow } from "@/components/admin/editable-row";
import { fieldBinder, TextField } from "@/components/admin/form-field";
import { toastAction } from "@/components/admin/toast-action";
import { DialogFormFooter } from "@/components/admin/dialog-form-footer";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { Badge } from "@/components/ui/badge";
import { AddButton } from "@/components/admin/add-button";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { formatPeriods } from "@/features/opening-times/periods";
import {
  specialHoursSchema,
  type SpecialHoursData,
  type SpecialHoursInput,
} from "@/features/opening-times/special-hours-schema";
import type { ActionProp } from "@/lib/actions/admin-action-core";

export interface SpecialRow {
  id: string;
  date: string;
  /** "Fri 25 Dec 2026" */
  dateLabel: string;
  isClosed: boolean;
  openTime1: string;
  closeTime1: string;
  notes: string;
}

type SaveSpecial = ActionProp<SpecialHoursInput, { id: string }>;
type DeleteSpecial = ActionProp<{ id: string }, { id: string }>;

export function SpecialHoursSection({
  upcoming,
  past,
  today,
  create,
  update,
  remove,
}: {
  upcoming: SpecialRow[];
  past: SpecialRow[];
  today: string;
  create: SaveSpecial;
  update: SaveSpecial;
  remove: DeleteSpecial;
}) {
  const [editing, setEditing] = useState<SpecialRow | "new" | null>(null);

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <p className="max-w-xl text-sm text-muted-foreground">
          Bank holidays, private events and closures. On these dates they replace the weekly hours in the footer’s
          “Today” line and on the contact page.
        </p>
        <AddButton onClick={() => setEditing("new")}>Add special hours</AddButton>
      </div>

      {upcoming.length ? (
        <SpecialList title="Upcoming" rows={upcoming} today={today} onEdit={setEditing} remove={remove} />
      ) : (
        <div className="rounded-lg border border-dashed bg-card px-6 py-10 text-center text-sm text-muted-foreground">
          No upcoming special dates.
        </div>
      )}
      {past.length ? (
        <details className="mt-6">
          <summary className="cursor-pointer text-sm font-medium">Past dates ({past.length})</summary>
          <div className="mt-3">
            <SpecialList title="Past" rows={past} today={today} onEdit={setEditing} remove={remove} />
          </div>
        </details>
      ) : null}

      <RowEditDialog editing={editing} onClose={() => setEditing(null)}>
        {(row) => (
          <SpecialHoursForm row={row} today={today} action={row ? update : create} onDone={() => setEditing(null)} />
        )}
      </RowEditDialog>
    </div>
  );
}

function SpecialList({
  title,
  rows,
  today,
  onEdit,
  remove,
}: {
  title: string;
  rows: SpecialRow[];
  today: string;
  onEdit: (row: SpecialRow) => void;
  remove: DeleteSpecial;
}) {
  return (
    <ul className="divide-y rounded-lg border bg-card" aria-label={`${title} special dates`}>
      {rows.map((row) => (
        <EditableRow
          key={row.id}
          label={row.dateLabel}
          name={row.dateLabel}
          onEdit={() => onEdit(row)}
          confirm={{
            title: `Delete the special hours for ${row.dateLabel}?`,
            description: "The weekly hours apply on that date again.",
          }}
          onDelete={() =>
            toastAction(remove({ id: row.id }), "Could not delete the special hours", () =>
              toast.success("Special hours deleted", {
                description: `${row.dateLabel} follows the weekly hours again.`,
              }),
            )
          }
        >
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {row.dateLabel}
            {row.date === today ? <Badge variant="warning">Today</Badge> : null}
          </p>
          <p className="text-sm">
            {formatPeriods(row)}
            {row.notes ? <span className="text-muted-foreground"> · {row.notes}</span> : null}
          </p>
        </EditableRow>
      ))}
    </ul>
  );
}

function SpecialHoursForm({
  row,
  today,
  action,
  onDone,
}: {
  row: SpecialRow | null;
  today: string;
  action: SaveSpecial;
  onDone: () => void;
}) {
  const form = useForm<SpecialHoursInput, unknown, SpecialHoursData>({
    resolver: zodResolver(specialHoursSchema),
    defaultValues: row
      ? {
          id: row.id,
          date: row.date,
          isClosed: row.isClosed,
          openTime1: row.openTime1,
          closeTime1: row.closeTime1,
          notes: row.notes,
        }
      : { date: "", isClosed: true, openTime1: "", closeTime1: "", notes: "" },
  });
  const { control } = form;
  const closed = useWatch({ control, name: "isClosed" });
  const bind = fieldBinder(form);

  const { onSubmit, pending } = useAdminSubmit(form, {
    action,
    failure: "Could not save the special hours",
    offline: "The connection failed. Please try again.",
    focusError: false,
    onSaved: () => {
      toast.success("Special hours saved", { description: "The website shows them now." });
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <DialogHeader>
        <DialogTitle>{row ? "Edit special hours" : "Add special hours"}</DialogTitle>
        <DialogDescription>A single date that differs from the weekly pattern.</DialogDescription>
      </DialogHeader>
      <TextField label="Date" type="date" min={row ? undefined : today} {...bind("date", "special-date")} />
      <Controller
        control={control}
        name="isClosed"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id="special-closed" checked={field.value} onCheckedChange={field.onChange} />
            <Label htmlFor="special-closed">Closed all day</Label>
          </div>
        )}
      />
      {closed ? null : (
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Opens" type="time" step={300} {...bind("openTime1", "special-open")} />
          <TextField
            label="Closes"
            hint="Past midnight is fine (up to 6am)."
            type="time"
            step={300}
            {...bind("closeTime1", "special-close")}
          />
        </div>
      )}
      <TextField
        label="Notes (optional)"
        hint="Shown beside the hours, e.g. “Christmas Day” or “Private event”."
        maxLength={200}
        {...bind("notes", "special-notes")}
      />
      <DialogFormFooter
        pending={pending}
        onCancel={onDone}
        label="Save special hours"
        busyLabel="Saving..."
        lockCancel
      />
    </form>
  );
}
