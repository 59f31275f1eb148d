import { Suspense } from "react";

/**
 * A Suspense boundary around static, below-the-fold content. The HTML is identical, but React
 * hydrates each boundary as its own low-priority unit of work instead of one long task for the
 * whole page, so a long page stays responsive while it boots.
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
