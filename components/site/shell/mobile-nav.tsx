"use client";

import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useRef, useState } from "react";
import { useWhenIdle } from "../hooks/when-idle";

const MobileNavPanel = dynamic(() => import("./mobile-nav-panel").then((m) => m.MobileNavPanel), { ssr: false });

/**
 * Below the lg breakpoint the navigation is a slide-in panel. The button is part of the page; the
 * panel's code (a dialog library) loads when the browser is idle, or at once when the visitor
 * reaches for the button, so it never delays the first paint. The panel closes on route change.
 */
export function MobileNav({ phone }: { phone: { text: string; href: string } }) {
  const pathname = usePathname();
  // Remember where the panel was opened: once the route changes it no longer matches, so the
  // panel closes without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  const idle = useWhenIdle(4000);
  const button = useRef<HTMLButtonElement>(null);
  const open = openOn === pathname;

  return (
    <>
      <button
        ref={button}
        type="button"
        className="flex size-11 items-center justify-center text-ivory transition-colors hover:text-gold lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpenOn(pathname);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {wanted || idle ? <MobileNavPanel phone={phone} open={open} onOpenChange={(next) => setOpenOn(next ? pathname : null)} returnFocusTo={button} /> : null}
    </>
  );
}
