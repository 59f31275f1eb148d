"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { startVisiblePoller } from "@/lib/admin/visible-poller";

/** Re-renders the page on the server every `intervalMs` while visible; each pass goes through requireAdmin() again. */
export function LiveRefresh({ intervalMs }: { intervalMs: number }) {
  const router = useRouter();
  useEffect(
    () => startVisiblePoller({ intervalMs, onTick: () => router.refresh(), source: document }),
    [router, intervalMs],
  );
  return null;
}
