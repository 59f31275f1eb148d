import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

const root = process.cwd();

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

async function pageExtensions(): Promise<string[]> {
  vi.resetModules();
  const { default: nextConfig } = await import("@/next.config");
  return nextConfig("phase-production-build").pageExtensions ?? [];
}

afterEach(() => vi.unstubAllEnvs());

describe("test-only routes", () => {
  it("every route and page of the e2e suite's hooks is named *.test-only.*", () => {
    const routes = [...filesUnder("app/api/test-hooks"), ...filesUnder("app/(site)/e2e")].filter((f) =>
      /\/(route|page)\.[^/]+$/.test(f),
    );
    expect(routes.length).toBeGreaterThan(0);
    for (const file of routes) expect(file).toMatch(/\.test-only\.tsx?$/);
  });

  it("every one answers only through the one guard (app/api/test-hooks/guard.ts)", () => {
    const files = [...filesUnder("app/api/test-hooks"), ...filesUnder("app/(site)/e2e")].filter((f) =>
      /\.test-only\.tsx?$/.test(f),
    );
    for (const file of files) {
      const source = readFileSync(path.join(root, file), "utf8");
      const handlers = source.match(/^export (async )?function \w+/gm) ?? [];
      const guarded =
        source.match(
          /^export async function \w+\([^)]*\)[^{]*\{\n\s+if \(!\(await testHooksEnabled\(\)\)\) return notFound\(\);/gm,
        ) ?? [];
      if (file.endsWith(".tsx")) expect(source, file).toMatch(/if \(!\(await testHooksEnabled\(\)\)\) notFound\(\);/);
      else expect(guarded.length, file).toBe(handlers.length);
      expect(source, file).toMatch(
        /import \{[^}]*testHooksEnabled[^}]*\} from "(\.\.\/guard|@\/app\/api\/test-hooks\/guard)";/,
      );
    }
    const definitions = [...filesUnder("app"), ...filesUnder("lib")].filter(
      (f) => /\.tsx?$/.test(f) && /function testHooksEnabled\b/.test(readFileSync(path.join(root, f), "utf8")),
    );
    expect(definitions).toEqual(["app/api/test-hooks/guard.ts"]);
  });

  it("exist only in a build made with E2E_TEST_BUILD=true", async () => {
    vi.stubEnv("E2E_TEST_BUILD", "");
    expect(await pageExtensions()).toEqual(["tsx", "ts", "jsx", "js"]);
    vi.stubEnv("E2E_TEST_BUILD", "true");
    expect(await pageExtensions()).toEqual(["tsx", "ts", "jsx", "js", "test-only.tsx", "test-only.ts"]);
  });
});
