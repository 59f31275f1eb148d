"use client";

import { useEffect } from "react";
import { Toaster } from "sonner";
import { toasterReady } from "./notify";

export function SiteToasterImpl() {
  // Runs after the Toaster's own effect has subscribed to new toasts.
  useEffect(() => toasterReady(), []);
  return (
    <Toaster
      theme="dark"
      position="bottom-right"
      closeButton
      toastOptions={{
        classNames: {
          toast: "!bg-charcoal !border !border-gold/30 !text-ivory !rounded-none !font-sans",
          description: "!text-muted-ivory",
          error: "!border-red-400/60",
        },
      }}
    />
  );
}
