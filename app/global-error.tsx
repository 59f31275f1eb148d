"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/components/site/shell/error-screen";
import { displayFont, sansFont } from "./fonts";
import "./globals.css";

/** Last line of defence when the root layout itself fails: same screen, own html/body. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en-GB" className={`${displayFont.variable} ${sansFont.variable}`}>
      <body className="site min-h-dvh">
        <ErrorScreen onRetry={reset} />
      </body>
    </html>
  );
}
