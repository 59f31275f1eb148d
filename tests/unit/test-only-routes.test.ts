import { readdirSync } from "node:fs";
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
    const routes = [...filesUnder("app/api/test-hooks"), ...filesUnder("app/(site)/e2e")].filter((f) => /\/(route|page)\.[^/]+$/.test(f));
    expect(routes.length).toBeGreaterThan(0);
    for (const file of routes) expect(file).toMatch(/\.test-only\.tsx?$/);
  });

  it("exist only in a build made with E2E_TEST_BUILD=true", async () => {
    vi.stubEnv("E2E_TEST_BUILD", "");
    expect(await pageExtensions()).toEqual(["tsx", "ts", "jsx", "js"]);
    vi.stubEnv("E2E_TEST_BUILD", "true");
    expect(await pageExtensions()).toEqual(["tsx", "ts", "jsx", "js", "test-only.tsx", "test-only.ts"]);
  });
});
