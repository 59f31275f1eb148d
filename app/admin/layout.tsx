import type { Metadata } from "next";
import { AdminToaster } from "@/components/admin/admin-toaster";
import { adminDisplayFont } from "./fonts";
import "./admin.css";

// noindex on every admin page (next.config.ts also sends X-Robots-Tag for /admin).
export const metadata: Metadata = {
  title: { default: "Admin", template: "%s | 47 Restaurant Admin" },
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
};

/** The admin area: light, dense and practical, with its own toasts. */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className={`${adminDisplayFont.variable} min-h-dvh bg-background text-foreground [color-scheme:light]`}>
      {children}
      <AdminToaster />
    </div>
  );
}
