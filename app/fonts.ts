import localFont from "next/font/local";

// Both families come from @fontsource packages, so builds work offline (the Google fonts loader downloads at build),
// cut down by scripts/subset-fonts.mjs (run by `npm run build` and `npm run dev`) to the characters, features and
// weights the site shows (see docs/performance.md).
// Only the faces a page uses: every face listed in a layout is preloaded on each of its pages, and on
// a phone's connection it shares the bandwidth with the hero image, so each one delays the first view.
// next/font needs each path written out literally.

/** The public site sets its display type at 500 only (headings, the logo). */
export const displayFont = localFont({
  src: [{ path: "../.generated/fonts/cormorant-garamond-latin-500.woff2", weight: "500", style: "normal" }],
  variable: "--font-display",
  display: "swap",
  fallback: ["Georgia", "Times New Roman", "serif"],
});

export const sansFont = localFont({
  src: [{ path: "../.generated/fonts/inter-latin-wght-400-700.woff2", weight: "400 700", style: "normal" }],
  variable: "--font-sans",
  display: "swap",
  fallback: ["system-ui", "Segoe UI", "Helvetica Neue", "Arial", "sans-serif"],
});
