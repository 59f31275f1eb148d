import type { Metadata } from "next";
import { NotFoundContent } from "@/components/site/shell/not-found-content";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/** notFound() outside the public site (the public layout has its own). Kept data-free: Next sends it with every page. */
export default function NotFound() {
  return (
    <div className="site min-h-dvh">
      <NotFoundContent />
    </div>
  );
}
