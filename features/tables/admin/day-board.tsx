"use client";

import { useDroppable, type DragEndEvent } from "@dnd-kit/core";
import { DragArea, DraggableButton } from "./drag-area";
import { useTransition } from "react";
import { toast } from "sonner";
import { toastAction } from "@/components/admin/toast-action";
import { cn } from "@/lib/utils";
import { clockOf, spanOnScale, type DayBar, type TablesDayView } from "@/features/tables/day";
import { minutesOfDay } from "@/lib/time/clock";
import { seatsInWords } from "@/features/tables/floor";
import type { MoveBookingInput } from "@/features/tables/schema";
import { MoveForm, moveSelectId } from "./move-form";
import type { ActionProp } from "@/lib/actions/admin-action-core";
import { partyInWords } from "@/lib/forms/field-lists";

export type MoveBooking = ActionProp<MoveBookingInput, { id: string; tables: string }>;

const rowId = (tableId: string) => `row-${tableId}`;
const timesOf = (bar: Pick<DayBar, "start" | "end">) => `${clockOf(bar.start)}–${clockOf(bar.end)}`;
const barInWords = (bar: DayBar) =>
  `${bar.name}, ${partyInWords(bar.guests)}, ${timesOf(bar)} at ${bar.tables}${bar.placed ? "" : ", not yet placed"}`;

/**
 * The evening's bookings on the tables: a wide grid of tables by time where a bar is dragged to another
 * table's row, and below it the same bookings table by table, each with a "Move to" choice for the
 * keyboard and for phones, which get the list alone.
 */
export function DayBoard({ view, move }: { view: TablesDayView; move: MoveBooking }) {
  const [pending, start] = useTransition();
  const bars = new Map(view.bars.map((b) => [b.bookingId, b]));
  const tableName = (id: string) => view.rows.find((r) => r.table.id === id)?.table.name ?? "that table";

  const moveTo = (booking: { bookingId: string; name: string }, tableIds: string[]) =>
    start(async () => {
      await toastAction(move({ bookingId: booking.bookingId, tableIds }), `Could not move ${booking.name}`, (data) =>
        toast.success(`${booking.name} moved`, {
          description: `Now at ${data.tables.includes("+") ? "tables" : "table"} ${data.tables}.`,
        }),
      );
    });

  const nameOf = (id: string | number) => bars.get(String(id).split(":")[0]!)?.name ?? "The booking";
  const overName = (id: string | number | undefined) =>
    id === undefined ? "off the tables" : `over table ${tableName(String(id).slice(4))}`;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const bar = bars.get(String(active.id).split(":")[0]!);
    if (!bar || !over) return;
    const tableId = String(over.id).slice(4);
    if (bar.placed && bar.tableIds.length === 1 && bar.tableIds[0] === tableId) return;
    moveTo(bar, [tableId]);
  };

  return (
    <div className="space-y-8">
      {view.unseated.length ? (
        <section
          aria-labelledby="no-table-title"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:px-5"
        >
          <h2 id="no-table-title" className="font-semibold">
            No table ({view.unseated.length})
          </h2>
          <ul className="mt-2 space-y-3">
            {view.unseated.map(({ booking, reason }) => (
              <li key={booking.id} className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
                <p className="text-sm">
                  <span className="font-medium tabular-nums">{clockOf(minutesOfDay(booking.time))}</span> ·{" "}
                  {booking.name} · {partyInWords(booking.guests)}
                  <span className="block">{reason}</span>
                </p>
                <MoveForm
                  bookingId={booking.id}
                  name={booking.name}
                  current=""
                  choices={view.choices[booking.id] ?? []}
                  pending={pending}
                  onMove={(ids) => moveTo({ bookingId: booking.id, name: booking.name }, ids)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <DragArea
        onDragEnd={onDragEnd}
        name={{ within: nameOf, start: nameOf }}
        where={overName}
        keyboard="To move this booking with the keyboard, press enter to reach its Move to choice below the grid."
        label="Tables by time"
        busy={pending}
        className="hidden overflow-hidden rounded-lg border bg-card md:block"
      >
        <div className="grid grid-cols-[11rem_minmax(0,1fr)] border-b bg-muted/40 text-xs text-muted-foreground">
          <span className="px-3 py-2 font-medium">Table</span>
          <div className="relative h-8" aria-hidden="true">
            {view.scale.ticks.slice(0, -1).map((m) => (
              <span
                key={m}
                className="absolute top-0 h-full border-l pt-2 pl-1 tabular-nums"
                style={{ left: `${spanOnScale(view.scale, m, m).left}%` }}
              >
                {m % 60 === 0 ? clockOf(m).replace(":00", "") : clockOf(m).replace(/[ap]m$/, "")}
              </span>
            ))}
          </div>
        </div>
        {view.rows.map(({ table, bars: onTable }) => (
          <div key={table.id} className="grid grid-cols-[11rem_minmax(0,1fr)] border-b last:border-b-0">
            <div className="min-w-0 px-3 py-2">
              <p className="truncate text-sm font-semibold">{table.name}</p>
              <p className="truncate text-xs text-muted-foreground">
                {table.area} · {seatsInWords(table)}
              </p>
            </div>
            <TableLane
              tableId={table.id}
              name={table.name}
              ticks={view.scale.ticks.map((m) => spanOnScale(view.scale, m, m).left)}
            >
              {onTable.map((bar) => (
                <Bar key={bar.bookingId} bar={bar} tableId={table.id} scale={view.scale} />
              ))}
            </TableLane>
          </div>
        ))}
      </DragArea>

      <section aria-labelledby="by-table-title">
        <h2 id="by-table-title" className="mb-1 text-lg font-semibold">
          Bookings by table
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">
          Choose where a booking sits: any table or joinable set meant for its party.
        </p>
        <ul className="divide-y rounded-lg border bg-card">
          {view.rows.map(({ table, bars: onTable }) => (
            <li
              key={table.id}
              aria-label={`Table ${table.name}`}
              // Beside the grid, a free table's line says nothing the grid does not: phones keep it.
              className={cn("p-4 sm:px-5", onTable.length === 0 && view.bars.length > 0 && "md:hidden")}
            >
              <h3 className="font-medium">
                {table.name}{" "}
                <span className="font-normal text-muted-foreground">
                  · {table.area}, {seatsInWords(table)}
                </span>
              </h3>
              {onTable.length === 0 ? (
                <p className="mt-1 text-sm text-muted-foreground">Free all evening.</p>
              ) : (
                <ul className="mt-2 space-y-3">
                  {onTable.map((bar) => (
                    <li key={bar.bookingId} className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
                      <p className="text-sm">
                        <span className="font-medium tabular-nums">{timesOf(bar)}</span> · {bar.name} ·{" "}
                        {partyInWords(bar.guests)}
                        {bar.tableIds.length > 1 ? (
                          <span className="text-muted-foreground"> · at {bar.tables}</span>
                        ) : null}
                        {bar.placed ? null : <NotPlaced />}
                      </p>
                      {bar.tableIds[0] === table.id ? (
                        <MoveForm
                          // A new seating starts the choice afresh: the old first choice may be where it now sits.
                          key={bar.tableIds.join(",")}
                          bookingId={bar.bookingId}
                          name={bar.name}
                          current={bar.placed ? bar.tableIds.join(",") : ""}
                          choices={view.choices[bar.bookingId] ?? []}
                          pending={pending}
                          onMove={(ids) => moveTo(bar, ids)}
                        />
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function NotPlaced() {
  return (
    <span className="ml-2 inline-block rounded border border-dashed border-amber-700 px-1.5 text-xs text-amber-900">
      not yet placed
    </span>
  );
}

function TableLane({
  tableId,
  name,
  ticks,
  children,
}: {
  tableId: string;
  name: string;
  ticks: number[];
  children: React.ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: rowId(tableId) });
  return (
    <div ref={setNodeRef} data-table={name} className={cn("relative h-14 border-l", isOver && "bg-accent")}>
      {ticks.map((left) => (
        <span
          key={left}
          aria-hidden="true"
          className="absolute inset-y-0 border-l border-dashed border-border/60"
          style={{ left: `${left}%` }}
        />
      ))}
      {children}
    </div>
  );
}

function Bar({ bar, tableId, scale }: { bar: DayBar; tableId: string; scale: TablesDayView["scale"] }) {
  const { left, width } = spanOnScale(scale, bar.start, bar.end);
  return (
    <DraggableButton
      // Each table of a joined set draws the booking; each drawing is its own draggable.
      dragId={`${bar.bookingId}:${tableId}`}
      aria-label={barInWords(bar)}
      onClick={() => document.getElementById(moveSelectId(bar.bookingId))?.focus()}
      style={{ left: `${left}%`, width: `${width}%` }}
      className={cn(
        "absolute inset-y-1.5 flex min-w-0 flex-col justify-center overflow-hidden rounded-md border px-2 text-left text-xs",
        bar.placed
          ? "border-primary/60 bg-primary/10 text-foreground"
          : "border-dashed border-amber-700 bg-amber-50 text-amber-950",
      )}
    >
      <span className="truncate font-semibold">{bar.name}</span>
      <span className="truncate tabular-nums">
        {bar.guests} · {clockOf(bar.start)}
        {bar.placed ? "" : " · not yet placed"}
      </span>
    </DraggableButton>
  );
}
