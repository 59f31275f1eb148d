import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { filesUnder, importsOf, root } from "../support/import-graph";

const sourceFiles = ["app", "features", "lib", "components"].flatMap(filesUnder);
const edges = sourceFiles.flatMap(importsOf).filter((e) => !e.to.startsWith("npm:"));
const featureOf = (file: string) => (file.startsWith("features/") ? file.split("/")[1]! : null);
const isPlumbing = (file: string) => file.startsWith("lib/") || file.startsWith("components/");

describe("the layers, read from the imports", () => {
  it("reads the code", () => {
    expect(sourceFiles.length).toBeGreaterThan(300);
    expect(edges.length).toBeGreaterThan(1000);
  });

  it("plumbing imports no feature and no route", () => {
    const upward = edges.filter((e) => isPlumbing(e.from) && (featureOf(e.to) || e.to.startsWith("app/")));
    expect(upward.map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  it("no two features import each other, directly or round a circle", () => {
    const deps = new Map<string, Set<string>>();
    for (const e of edges) {
      const [a, b] = [featureOf(e.from), featureOf(e.to)];
      if (a && b && a !== b) deps.set(a, (deps.get(a) ?? new Set()).add(b));
    }
    const circles: string[] = [];
    const visit = (feature: string, trail: string[]) => {
      for (const next of deps.get(feature) ?? []) {
        if (next === trail[0]) circles.push([...trail, next].join(" → "));
        else if (!trail.includes(next) && next > trail[0]!) visit(next, [...trail, next]);
      }
    };
    for (const feature of deps.keys()) visit(feature, [feature]);
    expect(circles).toEqual([]);
  });

  it("no file imports itself round a circle, not even through types", () => {
    const next = new Map<string, string[]>();
    for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
    const done = new Set<string>();
    const circles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      for (const to of next.get(file) ?? []) {
        const back = trail.indexOf(to);
        if (back >= 0) circles.push([...trail.slice(back), to].join(" → "));
        else if (!done.has(to)) visit(to, [...trail, to]);
      }
      done.add(file);
    };
    for (const file of sourceFiles) if (!done.has(file)) visit(file, [file]);
    expect(circles).toEqual([]);
  });

  it("a feature reaches another only through its index.ts, client.ts or schema.ts", () => {
    const sideDoors = edges.filter((e) => {
      const [a, b] = [featureOf(e.from), featureOf(e.to)];
      return a && b && a !== b && !/^features\/[^/]+\/(index|client|schema)\.ts$/.test(e.to);
    });
    expect(sideDoors.map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  it("a feature's own files never go round through its front door", () => {
    const selfLoops = edges.filter((e) => featureOf(e.from) && e.to === `features/${featureOf(e.from)}/index.ts`);
    expect(selfLoops.map((e) => e.from)).toEqual([]);
  });

  it("every feature has its front door", () => {
    const features = readdirSync(path.join(root, "features"), { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(
      features.filter((d) => !existsSync(path.join(root, "features", d.name, "index.ts"))).map((d) => d.name),
    ).toEqual([]);
  });
});

describe("pages that answer for a record or a form", () => {
  // notFound() under a dynamic segment answers after streaming has begun: a 200 with the public 404 page, and
  // nothing at all without JavaScript. A record page shows RecordNotFound; a fixed set of pages is a folder each.
  it("never call notFound() under a dynamic segment, nor in a feature's components", () => {
    const pages = sourceFiles.filter((f) => /\/\[[^/]+\]\/(.+\/)?page\.tsx$/.test(f));
    expect(pages.length).toBeGreaterThan(5);
    const callers = [...pages, ...sourceFiles.filter((f) => /^features\/.+\.tsx$/.test(f))].filter((f) =>
      /\bnotFound\(/.test(readFileSync(path.join(root, f), "utf8")),
    );
    expect(callers).toEqual([]);
  });
});

describe("the import-boundary lint rule", () => {
  const eslint = new ESLint({ cwd: root });
  const boundaryErrors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return result!.messages.filter((m) => m.ruleId === "import/no-restricted-paths").map((m) => m.message);
  };

  it.each([
    [
      "plumbing importing a feature",
      "lib/time/boundary-fixture.ts",
      'import { formatPrice } from "@/features/menu/price";',
    ],
    ["a feature importing a route", "features/menu/boundary-fixture.ts", 'import Page from "@/app/(site)/menu/page";'],
    [
      "a feature entering another by a side door",
      "features/gallery/boundary-fixture.ts",
      'import { formatPrice } from "@/features/menu/price";',
    ],
  ])(
    "refuses %s",
    async (_what, filePath, code) => {
      expect(
        await boundaryErrors(filePath, `${code}\nexport const used = [${code.match(/import \{? ?(\w+)/)![1]}];\n`),
      ).not.toEqual([]);
    },
    60_000,
  );

  it("lets a feature in through the front door", async () => {
    const code = 'import { contactPhone } from "@/features/settings";\nexport const used = contactPhone;\n';
    expect(await boundaryErrors("features/gallery/boundary-fixture.ts", code)).toEqual([]);
  }, 60_000);
});
