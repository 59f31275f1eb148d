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
    // Most guests land on one public page from a search or a link and read it on a phone, so the
    // first load's request count matters more than sharing code across later navigations. These
    // settings make Turbopack merge a page's start-up JavaScript into fewer, larger files: 10-11
    // scripts per public page instead of 15-16, for the same bytes (home 184 KB against 190 KB).
    // Lighthouse mobile, 10 runs per page against the default chunking: largest contentful paint
    // 0.15-0.30 s lower on all four measured pages. The cost: a client-side navigation between
    // public pages downloads 50-67 KB of uncompressed script instead of 15-28 KB.
    turbopackChunking: {
      firstPageLoadPriority: 1,
      requestCost: 5_000_000,
      minChunkSize: 500_000,
      maxMergeChunkSize: 2_000_000,
      priorityRoutes: [/.*/],
    },
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
