"use client";

import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { subscribeToasterRequests, toasterRequested } from "./notify";

/**
 * The public site's toaster, loaded when the first toast is sent. Not preloaded while the page is
 * idle: mounting it injects the toast library's styles and reads the document's direction, which
 * restyles the whole page, and most visits never show a toast.
 */
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
