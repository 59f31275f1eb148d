import type { NextConfig } from "next";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), browsing-topics=()" },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

const nextConfig: NextConfig = {
  cacheComponents: true,
  // PGlite ships a WASM build of Postgres plus data files that must be loaded from disk at run time.
  serverExternalPackages: ["@electric-sql/pglite", "sharp"],
  poweredByHeader: false,
  images: {
    // Media is pre-encoded to WebP/AVIF at upload (see lib/storage); no on-the-fly optimiser needed.
    unoptimized: true,
  },
  experimental: {
    // Unmatched URLs get app/global-not-found.tsx, rendered only for them (so it can log the path).
    globalNotFound: true,
    serverActions: {
      bodySizeLimit: "2mb",
    },
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/admin/:path*", headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }] },
    ];
  },
};

export default nextConfig;
