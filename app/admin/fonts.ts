import localFont from "next/font/local";

// In its own module: next/font preloads every face of every font declared in a module a layout
// imports, so declared in app/fonts.ts this would add the 600 face to every public page.
/** The admin area's dense headings are semibold: app/admin/layout.tsx applies this family to its subtree. */
export const adminDisplayFont = localFont({
  src: [
    {
      path: "../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2",
      weight: "500",
      style: "normal",
    },
    {
      path: "../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2",
      weight: "600",
      style: "normal",
    },
  ],
  variable: "--font-display",
  display: "swap",
  fallback: ["Georgia", "Times New Roman", "serif"],
});
