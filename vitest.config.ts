import path from "node:path";
import { defineConfig } from "vitest/config";
import { scaled } from "./scripts/lib/time-scale.mjs";

const root = path.dirname(new URL(import.meta.url).pathname);

// Unit tests that change what a module keeps between calls (mocked modules, the environment read once, a module
// registry reset): they get fresh modules per file, like every integration test.
const MODULE_STATE = [
  "tests/unit/database-start.test.ts",
  "tests/unit/startup.test.ts",
  "tests/unit/test-only-routes.test.ts",
];

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      // `server-only` throws outside React Server Components; tests import server modules directly.
      "server-only": path.join(root, "tests/support/empty-module.ts"),
    },
  },
  test: {
    environment: "node",
    globalSetup: ["tests/support/pglite-template.ts"],
    testTimeout: scaled(60_000),
    hookTimeout: scaled(120_000),
    // PGlite is CPU-heavy; two cores are all CI has. Threads start and import faster than processes:
    // the whole Vitest run took 106 s in threads against 143 s in forks on two cores.
    pool: "threads",
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Pure logic shares one module registry per worker: importing each file's modules afresh was
        // most of their time (28 s isolated, 16 s shared).
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], exclude: MODULE_STATE, isolate: false },
      },
      { extends: true, test: { name: "unit (fresh modules)", include: MODULE_STATE } },
      // Each integration file opens its own database and sets up the environment its modules read once.
      { extends: true, test: { name: "integration", include: ["tests/integration/**/*.test.ts"] } },
    ],
  },
});
