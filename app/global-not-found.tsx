import type { Metadata } from "next";
import { headers } from "next/headers";
import { Suspense } from "react";
import { HardNavigation } from "@/components/site/shell/hard-navigation";
import { NotFoundContent } from "@/components/site/shell/not-found-content";
import { SiteShell } from "@/features/site/components/site-shell";
import { displayFont, sansFont } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  title: "Page not found | 47 Restaurant",
  robots: { index: false },
};

/**
 * Unmatched URLs only (unlike not-found.tsx, which Next renders alongside every page), so this is
 * the one place that can log the missing path. The middleware forwards it as x-request-path.
 */
async function LogMissingPath() {
  const path = (await headers()).get("x-request-path");
  console.warn(`[404] ${path ?? "(unknown path)"}`);
  return null;
}

export default function GlobalNotFound() {
  return (
    <html lang="en-GB" className={`${displayFont.variable} ${sansFont.variable}`}>
      <body>
        <HardNavigation />
        <SiteShell>
          <Suspense fallback={null}>
            <LogMissingPath />
          </Suspense>
          <NotFoundContent />
        </SiteShell>
      </body>
    </html>
  );
}
