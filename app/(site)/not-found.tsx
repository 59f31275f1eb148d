import type { Metadata } from "next";
import { NotFoundContent } from "@/components/site/shell/not-found-content";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/** notFound() inside a public page: the public layout already gives header and footer. */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
