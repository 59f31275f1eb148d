import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import {
  cspOriginsFromEnv,
  mapPagePolicy,
  mediaPolicy,
  pagePolicy,
  signInPagePolicy,
} from "./lib/security/content-security-policy";

/** Every response's security headers, by name. */
const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "SAMEORIGIN",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), browsing-topics=()",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "Cross-Origin-Opener-Policy": "same-origin",
};

const headerList = (byName: Record<string, string>) => Object.entries(byName).map(([key, value]) => ({ key, value }));

/**
 * Self-hosted servers (`next start`) keep pre-rendered pages and cached reads in our own handlers:
 * a page lasts until its content's next change, an edit drops it at once, and instances sharing
 * one PostgreSQL (DATABASE_URL) share those invalidations (lib/cache/handlers). Vercel keeps its
 * own cache, where tag revalidation already reaches every region. The dev server keeps Next's.
 */
function cacheHandlerConfig(phase: string): NextConfig {
  if (process.env.VERCEL || phase === PHASE_DEVELOPMENT_SERVER) return {};
  const handler = (file: string) => path.join(process.cwd(), "lib", "cache", "handlers", file);
  return {
    cacheHandler: handler("page-cache.mjs"),
    cacheHandlers: { default: handler("data-cache.mjs") },
    // Our handlers hold the entries; Next's own in-memory copies would only duplicate them.
    cacheMaxMemorySize: 0,
  };
}

/**
 * The end-to-end suite's own routes (its test hooks and the render-error page) are named
 * `route.test-only.ts` / `page.test-only.tsx`: a build knows them only when E2E_TEST_BUILD=true
 * (`npm test` and the e2e server build that way). Any other build has no such routes at all,
 * whatever its environment says at run time.
 */
const TEST_ONLY_EXTENSIONS = process.env.E2E_TEST_BUILD === "true" ? ["test-only.tsx", "test-only.ts"] : [];

function headersConfig(phase: string): NextConfig {
  const origins = cspOriginsFromEnv(phase === PHASE_DEVELOPMENT_SERVER);
  const csp = (policy: string) => headerList({ "Content-Security-Policy": policy });
  return {
    // Where several rules match a path, the later one's header of the same name wins.
    async headers() {
      return [
        { source: "/:path*", headers: [...headerList(SECURITY_HEADERS), ...csp(pagePolicy(origins))] },
        { source: "/(contact|events)", headers: csp(mapPagePolicy(origins)) },
        { source: "/admin/auth", headers: csp(signInPagePolicy(origins)) },
        { source: "/(media|hero)/:path*", headers: csp(mediaPolicy()) },
        { source: "/admin/:path*", headers: headerList({ "X-Robots-Tag": "noindex, nofollow" }) },
      ];
    },
  };
}

const baseConfig: NextConfig = {
  pageExtensions: ["tsx", "ts", "jsx", "js", ...TEST_ONLY_EXTENSIONS],
  cacheComponents: true,
  partialPrefetching: true,
  // PGlite ships a WASM build of Postgres plus data files that must be loaded from disk at run time.
  // The mail and Supabase clients are plain Node libraries on the server: required at run time
  // rather than bundled, they no longer add ~2 MB to every page's first compile in dev.
  serverExternalPackages: ["@electric-sql/pglite", "sharp", "nodemailer", "@supabase/supabase-js"],
  poweredByHeader: false,
  // Next hashes the whole HTML for an ETag on every request, even for a cached page, and a page
  // changes with every edit anyway, so a 304 seldom saves a guest much. See docs/performance.md.
  generateEtags: false,
  // `npm test` has already run tsc over the same project, route types included (`next typegen`), before it
  // builds; checking it all again inside the build took 32 s of a 99 s build. Every other build checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === "true" },
  images: {
    // Media is pre-encoded to WebP/AVIF at upload (see lib/storage); no on-the-fly optimiser needed.
    unoptimized: true,
  },
  experimental: {
    serverActions: {
      bodySizeLimit: "2mb",
    },
  },
};

export default function nextConfig(phase: string): NextConfig {
  return { ...baseConfig, ...headersConfig(phase), ...cacheHandlerConfig(phase) };
}
