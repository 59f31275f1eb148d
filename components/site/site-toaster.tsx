"use client";

import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { subscribeToasterRequests, toasterRequested } from "./notify";
import { useWhenIdle } from "./when-idle";

/** The public site's toaster, loaded when the browser is idle or when the first toast is sent. */
export function SiteToaster() {
  const idle = useWhenIdle(3000);
  const requested = useSyncExternalStore(subscribeToasterRequests, toasterRequested, () => false);
  const [Impl, setImpl] = useState<ComponentType | null>(null);
  const wanted = idle || requested;

  useEffect(() => {
    if (!wanted || Impl) return;
    let live = true;
    void import("./site-toaster-impl").then((m) => {
      if (live) setImpl(() => m.SiteToasterImpl);
    });
    return () => {
      live = false;
    };
  }, [wanted, Impl]);

  return Impl ? <Impl /> : null;
}
