"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { startVisiblePoller } from "@/lib/admin/visible-poller";

/**
 * Keeps a server-rendered admin page current without a reload: re-renders it on the server every
 * `intervalMs` while the tab is visible (router.refresh keeps scroll position and client state).
 * The re-render passes through requireAdmin() again, so a removed admin is sent away too.
 */
export function LiveRefresh({ intervalMs }: { intervalMs: number }) {
  const router = useRouter();
  useEffect(() => startVisiblePoller({ intervalMs, onTick: () => router.refresh(), source: document }), [router, intervalMs]);
  return null;
}
