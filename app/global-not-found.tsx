import type { Metadata } from "next";
import { headers } from "next/headers";
import { Suspense } from "react";
import { env } from "@/lib/env";
import { logLine } from "@/lib/security/log-line";
import { provenRequestPath } from "@/lib/security/request-path";
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
 * the one place that can log the missing path. The middleware forwards it with a proof only the
 * server knows, so a client's own x-request-path header is never logged as the path.
 */
async function LogMissingPath() {
  const path = await provenRequestPath(await headers(), env().authSecret);
  console.warn(`[404] ${path === null ? "(unknown path)" : logLine(path)}`);
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
