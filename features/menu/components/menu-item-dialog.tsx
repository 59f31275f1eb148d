"use client";

import { X } from "lucide-react";
import { useId } from "react";
import { formatPrice } from "@/features/menu/price";
import type { PublicMenuItem } from "@/features/menu/public";
import { allergenLabel } from "@/lib/db/schema/menu-vocabulary";
import { MenuDietaryTags } from "./menu-dietary-tags";
import { ModalDialog } from "@/components/site/content/modal-dialog";

export function MenuItemDialog({
  item,
  onClose,
  returnFocusTo,
}: {
  item: PublicMenuItem | null;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  const titleId = useId();
  const descriptionId = useId();

  return (
    <ModalDialog
      open={item !== null}
      onClose={onClose}
      returnFocus={() => returnFocusTo()?.focus()}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="site m-auto max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg animate-in overflow-visible bg-transparent p-0 duration-500 fade-in-0 backdrop:bg-ink/80 backdrop:backdrop-blur-sm"
    >
      <div className="relative max-h-[90dvh] overflow-y-auto border border-gold/30 bg-charcoal p-8 text-ivory shadow-2xl sm:p-10">
        {item ? (
          <>
            <p className="eyebrow">{item.isSpecial ? "Chef's special" : "From the menu"}</p>
            <h2 id={titleId} className="display mt-3 pr-8 text-4xl leading-tight text-ivory">
              {item.name}
            </h2>
            <p className="mt-3 font-display text-2xl text-gold tabular-nums">{formatPrice(item.price)}</p>
            <div className="gold-rule mt-5" aria-hidden="true" />
            {item.description ? (
              <p id={descriptionId} className="mt-5 text-base leading-relaxed text-parchment">
                {item.description}
              </p>
            ) : (
              <p id={descriptionId} className="sr-only">
                Details of {item.name}
              </p>
            )}
            {item.dietaryTags.length > 0 ? (
              <div className="mt-6">
                <h3 className="text-xs font-medium tracking-[0.2em] text-muted-ivory uppercase">Dietary</h3>
                <MenuDietaryTags tags={item.dietaryTags} className="mt-3" />
              </div>
            ) : null}
            <div className="mt-6">
              <h3 className="text-xs font-medium tracking-[0.2em] text-muted-ivory uppercase">Allergens</h3>
              {item.allergens.length > 0 ? (
                <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ivory" aria-label="Allergens">
                  {item.allergens.map((a) => (
                    <li key={a}>{allergenLabel(a)}</li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-sm text-ivory">None of the 14 major allergens declared.</p>
              )}
              <p className="mt-4 text-xs leading-relaxed text-muted-ivory">
                Dishes are prepared in a kitchen that handles all major allergens. Please tell your server about any
                allergy.
              </p>
            </div>
          </>
        ) : null}
        <button
          type="button"
          onClick={onClose}
          className="absolute top-4 right-4 flex size-11 items-center justify-center text-ivory/70 transition-colors hover:text-gold"
          aria-label="Close"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
    </ModalDialog>
  );
}
