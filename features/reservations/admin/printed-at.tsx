"use client";

import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { formatLongCalendarDate, londonDateOf, toLondonLocal } from "@/lib/time/london";

export const printedText = (at: Date) =>
  `Printed ${formatLongCalendarDate(londonDateOf(at))} at ${toLondonLocal(at).slice(11)}`;

/** The paper says when it left the printer: the page may have stood open since it was loaded. */
export function PrintedAt({ loadedAt }: { loadedAt: string }) {
  const [at, setAt] = useState(() => new Date(loadedAt));
  useEffect(() => {
    const stamp = () => flushSync(() => setAt(new Date()));
    window.addEventListener("beforeprint", stamp);
    return () => window.removeEventListener("beforeprint", stamp);
  }, []);
  return (
    <p className="text-sm text-muted-foreground" data-testid="printed-at">
      <time dateTime={at.toISOString()}>{printedText(at)}</time>
    </p>
  );
}
