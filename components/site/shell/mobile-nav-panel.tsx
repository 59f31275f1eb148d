"use client";

import { Phone, X } from "lucide-react";
import { useId } from "react";
import { mainNav } from "@/lib/site";
import { ModalDialog } from "../content/modal-dialog";
import { NavLink } from "./nav-link";
import { NavList } from "./nav-list";
import { BookTableLink } from "./book-table-link";

export function MobileNavPanel({
  open,
  onOpenChange,
  returnFocusTo,
  phone,
}: {
  phone: { text: string; href: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={() => onOpenChange(false)}
      returnFocus={() => returnFocusTo.current?.focus()}
      aria-labelledby={titleId}
      className="site fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(420px,92vw)] max-w-none animate-in border-0 border-l border-gold/20 bg-charcoal p-0 text-ivory shadow-2xl duration-500 ease-[var(--ease-soft)] slide-in-from-right backdrop:bg-ink/70 backdrop:backdrop-blur-[2px]"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-[58px] items-center justify-between border-b border-ivory/10 px-6">
          <h2 id={titleId} className="eyebrow">
            Navigation
          </h2>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="flex size-11 items-center justify-center text-ivory hover:text-gold"
            aria-label="Close menu"
          >
            <X className="size-6" aria-hidden="true" />
          </button>
        </div>
        <NavList
          label="Main"
          className="flex-1 overflow-y-auto px-6 py-8"
          listClassName="space-y-1"
          ordered
          items={mainNav}
          renderLink={(item, i) => (
            <NavLink
              href={item.href}
              className="group flex items-baseline gap-4 border-b border-ivory/5 py-3.5 font-display text-[1.7rem] leading-tight transition-colors"
              idleClassName="text-ivory hover:text-gold"
              activeClassName="text-gold"
            >
              <span aria-hidden="true" className="w-6 font-sans text-[0.65rem] tracking-[0.2em] text-gold/80">
                {String(i + 1).padStart(2, "0")}
              </span>
              {item.label}
            </NavLink>
          )}
        />
        <div className="space-y-4 border-t border-ivory/10 px-6 py-6">
          <BookTableLink className="btn-gold w-full" />
          <a
            href={phone.href}
            className="flex items-center justify-center gap-2 text-sm text-muted-ivory hover:text-gold"
          >
            <Phone className="size-4" aria-hidden="true" /> {phone.text}
          </a>
        </div>
      </div>
    </ModalDialog>
  );
}
