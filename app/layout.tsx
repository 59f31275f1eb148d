import type { Metadata, Viewport } from "next";
import { env } from "@/lib/env";
import { siteOpenGraph } from "@/features/site/seo/metadata";
import { site } from "@/lib/site";
import { displayFont, sansFont } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: { default: `${site.name} | Pakistani Fine Dining in Wigston, Leicester`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
  alternates: { canonical: "/" },
  openGraph: { ...siteOpenGraph, title: `${site.name} | ${site.tagline}`, description: site.description, url: "/" },
  twitter: { card: "summary_large_image", title: `${site.name} | ${site.tagline}`, description: site.description },
};

export const viewport: Viewport = {
  themeColor: "#0f0d0b",
  colorScheme: "dark light",
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en-GB" className={`${displayFont.variable} ${sansFont.variable}`}>
      <body>{children}</body>
    </html>
  );
}
