"use client";

import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useRef, useState } from "react";
import { useWhenIdle } from "../hooks/when-idle";

const MobileNavPanel = dynamic(() => import("./mobile-nav-panel").then((m) => m.MobileNavPanel), { ssr: false });

export function MobileNav({ phone }: { phone: { text: string; href: string } }) {
  const pathname = usePathname();
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
      {wanted || idle ? (
        <MobileNavPanel
          phone={phone}
          open={open}
          onOpenChange={(next) => setOpenOn(next ? pathname : null)}
          returnFocusTo={button}
        />
      ) : null}
    </>
  );
}
