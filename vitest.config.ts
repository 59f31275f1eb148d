import path from "node:path";
import { defineConfig } from "vitest/config";
import { scaled } from "./scripts/lib/time-scale.mjs";

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      // `server-only` throws outside React Server Components; tests import server modules directly.
      "server-only": path.join(root, "tests/support/empty-module.ts"),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/pglite-template.ts"],
    testTimeout: scaled(60_000),
    hookTimeout: scaled(120_000),
    // PGlite is CPU-heavy; two cores are all CI has.
    maxWorkers: 2,
  },
});
