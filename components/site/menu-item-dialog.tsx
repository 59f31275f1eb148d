"use client";

import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { formatPrice } from "@/lib/format/price";
import type { PublicMenuItem } from "@/lib/menu/public";
import { allergenLabel } from "@/lib/menu/vocabulary";
import { MenuDietaryTags } from "./menu-dietary-tags";

/** One dish in detail: name, description, price, dietary tags and the allergens it declares. */
export function MenuItemDialog({ item, onClose, returnFocusTo }: { item: PublicMenuItem | null; onClose: () => void; returnFocusTo: () => HTMLElement | null }) {
  // Keep the last dish on screen while the dialog fades out.
  const [shown, setShown] = useState<PublicMenuItem | null>(item);
  if (item && item !== shown) setShown(item);
  const dish = item ?? shown;

  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/80 backdrop-blur-sm data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:animate-in data-[state=open]:fade-in-0" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            // No Dialog.Trigger here (one dialog serves every dish): hand focus back to the dish's name.
            e.preventDefault();
            returnFocusTo()?.focus();
          }}
          className="site fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto border border-gold/30 bg-charcoal p-8 shadow-2xl duration-500 data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:animate-in data-[state=open]:fade-in-0 sm:p-10">
          {dish ? (
            <>
              <p className="eyebrow">{dish.isSpecial ? "Chef's special" : "From the menu"}</p>
              <Dialog.Title className="display mt-3 pr-8 text-4xl leading-tight text-ivory">{dish.name}</Dialog.Title>
              <p className="mt-3 font-display text-2xl text-gold tabular-nums">{formatPrice(dish.price)}</p>
              <div className="gold-rule mt-5" aria-hidden="true" />
              {dish.description ? (
                <Dialog.Description className="mt-5 text-base leading-relaxed text-parchment">{dish.description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">Details of {dish.name}</Dialog.Description>
              )}
              {dish.dietaryTags.length > 0 ? (
                <div className="mt-6">
                  <h3 className="text-xs font-medium tracking-[0.2em] text-muted-ivory uppercase">Dietary</h3>
                  <MenuDietaryTags tags={dish.dietaryTags} className="mt-3" />
                </div>
              ) : null}
              <div className="mt-6">
                <h3 className="text-xs font-medium tracking-[0.2em] text-muted-ivory uppercase">Allergens</h3>
                {dish.allergens.length > 0 ? (
                  <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ivory" aria-label="Allergens">
                    {dish.allergens.map((a) => (
                      <li key={a}>{allergenLabel(a)}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-3 text-sm text-ivory">None of the 14 major allergens declared.</p>
                )}
                <p className="mt-4 text-xs leading-relaxed text-muted-ivory">
                  Dishes are prepared in a kitchen that handles all major allergens. Please tell your server about any allergy.
                </p>
              </div>
            </>
          ) : null}
          <Dialog.Close
            className="absolute top-4 right-4 flex size-11 items-center justify-center text-ivory/70 transition-colors hover:text-gold"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
