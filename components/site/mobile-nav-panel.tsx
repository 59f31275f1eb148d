"use client";

import { Dialog } from "radix-ui";
import { Phone, X } from "lucide-react";
import { SiteLink } from "@/components/site/site-link";
import { mainNav, site } from "@/lib/site";
import { NavLink } from "./nav-link";

/**
 * The slide-in navigation panel (loaded on demand by MobileNav). Radix Dialog gives the focus trap,
 * Escape and overlay click; focus goes back to the menu button on close.
 */
export function MobileNavPanel({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="mobile-nav-overlay"
          className="site fixed inset-0 z-50 bg-ink/70 backdrop-blur-[2px] data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:animate-in data-[state=open]:fade-in-0"
        />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="site fixed inset-y-0 right-0 z-50 flex w-[min(420px,92vw)] flex-col border-l border-gold/20 bg-charcoal shadow-2xl duration-500 ease-[var(--ease-soft)] data-[state=closed]:animate-out data-[state=closed]:slide-out-to-right data-[state=open]:animate-in data-[state=open]:slide-in-from-right"
        >
          <div className="flex h-[58px] items-center justify-between border-b border-ivory/10 px-6">
            <Dialog.Title className="eyebrow">Navigation</Dialog.Title>
            <Dialog.Close className="flex size-11 items-center justify-center text-ivory hover:text-gold" aria-label="Close menu">
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="flex-1 overflow-y-auto px-6 py-8">
            <ol className="space-y-1">
              {mainNav.map((item, i) => (
                <li key={item.href}>
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
                </li>
              ))}
            </ol>
          </nav>
          <div className="space-y-4 border-t border-ivory/10 px-6 py-6">
            <SiteLink href="/reservations" className="btn-gold w-full">
              Book a Table
            </SiteLink>
            <a href={site.phoneHref} className="flex items-center justify-center gap-2 text-sm text-muted-ivory hover:text-gold">
              <Phone className="size-4" aria-hidden="true" /> {site.phone}
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
