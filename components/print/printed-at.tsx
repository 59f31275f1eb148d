"use client";

import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { formatLongCalendarDate, londonDateOf, toLondonLocal } from "@/lib/time/london";

export const printedText = (at: Date) =>
  `Printed ${formatLongCalendarDate(londonDateOf(at))} at ${toLondonLocal(at).slice(11)}`;

/**
 * The paper says when it left the printer: the page may have stood open since it was loaded. A page
 * rendered per request passes the moment it was loaded; a pre-rendered page has none to pass (its
 * build's time would be wrong), so its stamp appears as the browser prints. "inherit" takes its
 * type from a running header around it.
 */
export function PrintedAt({ loadedAt, look = "muted" }: { loadedAt?: string; look?: "muted" | "inherit" }) {
  const [at, setAt] = useState(() => (loadedAt ? new Date(loadedAt) : null));
  useEffect(() => {
    const stamp = () => flushSync(() => setAt(new Date()));
    window.addEventListener("beforeprint", stamp);
    return () => window.removeEventListener("beforeprint", stamp);
  }, []);
  return (
    <p className={look === "muted" ? "text-sm text-muted-foreground" : undefined} data-testid="printed-at">
      {at ? <time dateTime={at.toISOString()}>{printedText(at)}</time> : null}
    </p>
  );
}
