"use client";

import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { subscribeToasterRequests, toasterRequested } from "./notify";

// Not preloaded when idle: mounting restyles the whole page, and most visits never show a toast.
export function SiteToaster() {
  const requested = useSyncExternalStore(subscribeToasterRequests, toasterRequested, () => false);
  const [Impl, setImpl] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!requested || Impl) return;
    let live = true;
    void import("./site-toaster-impl").then((m) => {
      if (live) setImpl(() => m.SiteToasterImpl);
    });
    return () => {
      live = false;
    };
  }, [requested, Impl]);

  return Impl ? <Impl /> : null;
}
