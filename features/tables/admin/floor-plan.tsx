"use client";

import { useDroppable, type DragEndEvent } from "@dnd-kit/core";
import { DragArea, DraggableButton } from "./drag-area";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, SelectOptions } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";
import type { TableRow } from "@/features/tables/admin-queries";
import { cellInWords, seatsInWords, type Cell } from "@/features/tables/floor";
import { FLOOR_COLUMNS, FLOOR_ROWS } from "@/features/tables/schema";

const cellId = ({ x, y }: Cell) => `cell-${x}-${y}`;
const cellOf = (id: string | number): Cell | null => {
  const m = /^cell-(\d+)-(\d+)$/.exec(String(id));
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
};

/**
 * The room on a grid. A table moves by dragging it (mouse or finger), by the keyboard (space to pick
 * it up, arrows a cell at a time, space to put it down), or by choosing it and its column and row.
 */
export function FloorPlan({
  tables,
  onMove,
  moving,
}: {
  tables: readonly TableRow[];
  onMove: (table: TableRow, to: Cell) => void;
  moving: boolean;
}) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = tables.find((t) => t.id === chosenId) ?? null;
  const at = new Map(tables.map((t) => [cellId(t), t]));
  const nameOf = (id: string | number) => tables.find((t) => t.id === id)?.name ?? "The table";

  const place = (over: string | number | undefined) => {
    const cell = over === undefined ? null : cellOf(over);
    return cell
      ? `over ${cellInWords(cell)}${at.get(cellId(cell)) ? `, where ${at.get(cellId(cell))!.name} stands` : ""}`
      : "off the plan";
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const table = tables.find((t) => t.id === active.id);
    const cell = over ? cellOf(over.id) : null;
    if (!table || !cell || (cell.x === table.x && cell.y === table.y)) return;
    onMove(table, cell);
  };

  return (
    <div className="space-y-4">
      <DragArea
        onDragEnd={onDragEnd}
        name={{ within: (id) => `table ${nameOf(id)}`, start: (id) => `Table ${nameOf(id)}` }}
        where={place}
        keyboard="To move this table with the keyboard, press enter or space to choose it, then pick its column and row below the plan."
        label="Floor plan"
        busy={moving}
        className="grid gap-1 rounded-lg border bg-muted/40 p-2"
        style={{ gridTemplateColumns: `repeat(${FLOOR_COLUMNS}, minmax(0, 1fr))` }}
      >
        {Array.from({ length: FLOOR_ROWS }, (_, y) =>
          Array.from({ length: FLOOR_COLUMNS }, (_, x) => {
            const table = at.get(cellId({ x, y }));
            return (
              <GridCell key={cellId({ x, y })} cell={{ x, y }}>
                {table ? (
                  <PlacedTable
                    table={table}
                    chosen={table.id === chosenId}
                    onChoose={() => setChosenId(table.id === chosenId ? null : table.id)}
                  />
                ) : null}
              </GridCell>
            );
          }),
        )}
      </DragArea>
      <PlaceBySelect key={chosen?.id ?? "none"} table={chosen} tables={tables} onMove={onMove} moving={moving} />
    </div>
  );
}

function GridCell({ cell, children }: { cell: Cell; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: cellId(cell) });
  return (
    <div
      ref={setNodeRef}
      className={cn(
        "flex h-16 min-w-0 items-stretch rounded border border-dashed border-border/70",
        isOver && "border-primary bg-accent",
      )}
    >
      {children}
    </div>
  );
}

function PlacedTable({ table, chosen, onChoose }: { table: TableRow; chosen: boolean; onChoose: () => void }) {
  return (
    <DraggableButton
      dragId={table.id}
      aria-pressed={chosen}
      aria-label={`Table ${table.name}, ${table.area}, ${seatsInWords(table)}, at ${cellInWords(table)}`}
      onClick={onChoose}
      className={cn(
        "flex w-full min-w-0 flex-col items-center justify-center rounded-md border bg-card px-1 text-center shadow-xs",
        chosen && "border-primary ring-2 ring-primary",
      )}
    >
      <span className="truncate text-sm font-semibold">{table.name}</span>
      <span className="truncate text-xs text-muted-foreground">{seatsInWords(table)}</span>
    </DraggableButton>
  );
}

function PlaceBySelect({
  table,
  tables,
  onMove,
  moving,
}: {
  table: TableRow | null;
  tables: readonly TableRow[];
  onMove: (table: TableRow, to: Cell) => void;
  moving: boolean;
}) {
  const id = useId();
  const [x, setX] = useState(String(table?.x ?? 0));
  const [y, setY] = useState(String(table?.y ?? 0));
  if (!table) {
    return <p className="text-sm text-muted-foreground">Choose a table on the plan to place it by column and row.</p>;
  }
  const to = { x: Number(x), y: Number(y) };
  const there = tables.find((t) => t.x === to.x && t.y === to.y && t.id !== table.id);
  const unchanged = to.x === table.x && to.y === table.y;
  return (
    <form
      aria-label={`Place table ${table.name}`}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!unchanged && !there) onMove(table, to);
      }}
    >
      <p className="w-full text-sm font-medium">Place table {table.name}</p>
      <CellSelect id={`${id}-x`} label="Column" value={x} count={FLOOR_COLUMNS} onChange={setX} />
      <CellSelect id={`${id}-y`} label="Row" value={y} count={FLOOR_ROWS} onChange={setY} />
      <Button type="submit" disabled={moving || unchanged || Boolean(there)}>
        Move table {table.name}
      </Button>
      <p className="w-full text-xs text-muted-foreground" aria-live="polite">
        {there ? `Table ${there.name} stands there: choose a free place.` : unchanged ? "It stands there now." : ""}
      </p>
    </form>
  );
}

/** A column or row of the plan, counted from 1 for people and from 0 in the value. */
function CellSelect({
  id,
  label,
  value,
  count,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  count: number;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} className="mt-2 w-24">
        <SelectOptions
          options={Array.from({ length: count }, (_, i) => ({ value: String(i), label: String(i + 1) }))}
        />
      </NativeSelect>
    </div>
  );
}
