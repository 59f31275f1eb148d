"use client";

import { useEffect } from "react";
import { Toaster } from "sonner";
import { toasterReady } from "./notify";

export function SiteToasterImpl() {
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
