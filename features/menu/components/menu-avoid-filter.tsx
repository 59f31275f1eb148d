"use client";

import { useId, useState } from "react";
import { UK_ALLERGENS } from "@/lib/db/schema/menu-vocabulary";

export function MenuAvoidFilter({ avoid, onChange }: { avoid: readonly string[]; onChange: (next: string[]) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = (allergen: string, on: boolean) =>
    onChange(on ? [...avoid, allergen] : avoid.filter((a) => a !== allergen));
  return (
    <div className="flex flex-col items-center pb-4 print:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="chip avoid-toggle"
      >
        Avoid allergens{avoid.length > 0 ? ` (${avoid.length})` : ""}
      </button>
      <fieldset id={panelId} hidden={!open} className="avoid-panel">
        <legend className="avoid-legend">Leave out dishes containing</legend>
        <div className="avoid-options">
          {UK_ALLERGENS.map((a) => (
            <label key={a.value} className="avoid-option">
              <input
                type="checkbox"
                checked={avoid.includes(a.value)}
                onChange={(e) => toggle(a.value, e.target.checked)}
                className="avoid-check"
              />
              {a.label}
            </label>
          ))}
        </div>
        {avoid.length > 0 ? (
          <button type="button" onClick={() => onChange([])} className="avoid-clear">
            Clear allergens
          </button>
        ) : null}
      </fieldset>
    </div>
  );
}
