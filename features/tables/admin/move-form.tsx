"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, SelectOptions } from "@/components/ui/native-select";
import type { MoveChoice } from "@/features/tables/day";

/** The select's id for a booking, so a click on its bar in the grid can bring the keyboard here. */
export const moveSelectId = (bookingId: string) => `move-${bookingId}`;

/** The keyboard's and the phone's way to move a booking: every table or joinable set meant for its party. */
export function MoveForm({
  bookingId,
  name,
  current,
  choices,
  pending,
  onMove,
}: {
  bookingId: string;
  name: string;
  /** The table ids it sits at now, "id,id"; empty when it has none. */
  current: string;
  choices: readonly MoveChoice[];
  pending: boolean;
  onMove: (tableIds: string[]) => void;
}) {
  const others = choices.filter((c) => c.value !== current);
  const [chosen, setChosen] = useState(others[0]?.value ?? "");
  if (others.length === 0)
    return <p className="text-xs text-muted-foreground">No other table or joinable set is meant for this party.</p>;
  return (
    <form
      aria-label={`Move ${name}`}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onMove(chosen.split(","));
      }}
    >
      <div className="min-w-0 flex-1 sm:flex-none">
        <Label htmlFor={moveSelectId(bookingId)} className="text-xs">
          Move to
        </Label>
        <NativeSelect
          id={moveSelectId(bookingId)}
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
          className="mt-1 h-9 sm:w-56"
        >
          <SelectOptions options={others} />
        </NativeSelect>
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={pending} aria-label={`Move ${name}`}>
        Move
      </Button>
    </form>
  );
}
