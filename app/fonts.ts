import localFont from "next/font/local";

// Both families come from @fontsource packages, so builds work offline (the Google fonts loader downloads at build).
// Only the faces a page uses: every face listed in a layout is preloaded on each of its pages, and on
// a phone's connection it shares the bandwidth with the hero image, so each one delays the first view.
// next/font needs each path written out literally.

/** The public site sets its display type at 500 only (headings, the logo). */
export const displayFont = localFont({
  src: [{ path: "../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2", weight: "500", style: "normal" }],
  variable: "--font-display",
  display: "swap",
  fallback: ["Georgia", "Times New Roman", "serif"],
});

export const sansFont = localFont({
  src: [{ path: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", weight: "100 900", style: "normal" }],
  variable: "--font-sans",
  display: "swap",
  fallback: ["system-ui", "Segoe UI", "Helvetica Neue", "Arial", "sans-serif"],
});
