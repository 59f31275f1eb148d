"use client";

import { Armchair, Clock } from "lucide-react";
import Link from "next/link";
import { useOptimistic, useState, useTransition } from "react";
import { toast } from "sonner";
import { RowEditDialog } from "@/components/admin/edit-dialog";
import { EditableRow } from "@/components/admin/editable-row";
import { EmptyState } from "@/components/admin/empty-state";
import { toastAction } from "@/components/admin/toast-action";
import { AddButton } from "@/components/admin/add-button";
import { Button } from "@/components/ui/button";
import type { TableRow } from "@/features/tables/admin-queries";
import { cellInWords, seatsInWords, type Cell } from "@/features/tables/floor";
import type { MoveTableInput } from "@/features/tables/schema";
import { FloorPlan } from "./floor-plan";
import { TableForm, type SaveTable } from "./table-form";
import type { ActionProp } from "@/lib/actions/admin-action-core";

/** The tables page: the list with its editors on every screen, and the floor plan where there is room for it. */
export function TablesAdmin({
  tables,
  save,
  move,
  remove,
}: {
  tables: TableRow[];
  save: SaveTable;
  move: ActionProp<MoveTableInput, { id: string }>;
  remove: ActionProp<{ id: string }, { id: string }>;
}) {
  const [editing, setEditing] = useState<TableRow | "new" | null>(null);
  const [placed, placeAt] = useOptimistic(tables, (rows, { id, x, y }: { id: string } & Cell) =>
    rows.map((r) => (r.id === id ? { ...r, x, y } : r)),
  );
  const [moving, startMoving] = useTransition();
  const nameOf = new Map(tables.map((t) => [t.id, t.name]));

  const onMove = (table: TableRow, to: Cell) =>
    startMoving(async () => {
      placeAt({ id: table.id, ...to });
      await toastAction(move({ id: table.id, ...to }), `Could not move table ${table.name}`, () =>
        toast.success(`Table ${table.name} moved`, { description: `It stands at ${cellInWords(to)}.` }),
      );
    });

  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="max-w-xl text-sm text-muted-foreground">
          Each table seats a range of party sizes. Tables marked as joinable can be pushed together for a larger party;
          a row of three joins only through tables joinable one to the next.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/admin/tables/day">
              <Clock aria-hidden="true" />
              Tables by time
            </Link>
          </Button>
          <AddButton onClick={() => setEditing("new")}>Add a table</AddButton>
        </div>
      </div>

      {tables.length === 0 ? (
        <EmptyState
          icon={Armchair}
          title="No tables yet"
          hint="Add the restaurant's tables with their seats; each new one takes the floor plan's first free place."
        />
      ) : (
        <>
          <section aria-labelledby="floor-plan-title" className="hidden md:block">
            <h2 id="floor-plan-title" className="mb-1 text-lg font-semibold">
              Floor plan
            </h2>
            <p className="mb-4 text-sm text-muted-foreground">
              Drag a table to a free place, or choose it and pick its column and row.
            </p>
            <FloorPlan tables={placed} onMove={onMove} moving={moving} />
          </section>

          <section aria-labelledby="table-list-title">
            <h2 id="table-list-title" className="mb-4 text-lg font-semibold">
              Tables ({tables.length})
            </h2>
            <ul className="divide-y rounded-lg border bg-card" aria-labelledby="table-list-title">
              {tables.map((t) => (
                <EditableRow
                  key={t.id}
                  label={`Table ${t.name}`}
                  name={`table ${t.name}`}
                  onEdit={() => setEditing(t)}
                  confirm={{
                    title: `Delete table ${t.name}?`,
                    description: t.joinableWith.length
                      ? "It leaves the floor plan, and the tables it joins with no longer join with it."
                      : "It leaves the floor plan.",
                  }}
                  onDelete={() =>
                    toastAction(remove({ id: t.id }), `Could not delete table ${t.name}`, () =>
                      toast.success(`Table ${t.name} deleted`),
                    )
                  }
                >
                  <p className="font-medium">
                    {t.name} <span className="font-normal text-muted-foreground">· {t.area}</span>
                  </p>
                  <p className="text-sm">
                    {seatsInWords(t)}
                    <span className="text-muted-foreground">
                      {t.joinableWith.length
                        ? ` · joins with ${t.joinableWith.map((id) => nameOf.get(id) ?? "?").join(", ")}`
                        : " · not joinable"}
                    </span>
                  </p>
                </EditableRow>
              ))}
            </ul>
          </section>
        </>
      )}

      <RowEditDialog editing={editing} onClose={() => setEditing(null)} className="sm:max-w-xl">
        {(row) => (
          <TableForm
            row={row}
            others={tables.filter((t) => t.id !== row?.id)}
            action={save}
            onDone={() => setEditing(null)}
          />
        )}
      </RowEditDialog>
    </div>
  );
}
