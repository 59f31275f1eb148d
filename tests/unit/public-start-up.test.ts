import { describe, expect, it } from "vitest";
import { filesUnder, importsOf, isClientModule, isServerActions } from "../support/import-graph";

// Next ships every client component that a route's server code imports, rendered or not, as a
// start-up script of that route; from there each script brings in what it imports. A guest's phone
// downloads and runs all of it before the page can answer a tap.

const publicRoutes = filesUnder("app/(site)").filter((file) =>
  /\/(page|layout|error|not-found|loading|template)\.tsx$/.test(file),
);

function clientModulesOf(route: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const trails = new Map<string, string[]>([[route, [route]]]);
  const queue = [route];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const trail = trails.get(file)!;
    if (isClientModule(file)) {
      found.set(file, trail);
      continue;
    }
    for (const edge of importsOf(file)) {
      if (edge.kind === "type" || edge.to.startsWith("npm:") || trails.has(edge.to)) continue;
      trails.set(edge.to, [...trail, edge.to]);
      queue.push(edge.to);
    }
  }
  return found;
}

/** What a client module runs at start-up: its static imports, short of the server's actions (the browser gets references). */
function startUpImportsOf(clientModule: string, trail: string[]): Map<string, string[]> {
  const reached = new Map<string, string[]>([[clientModule, trail]]);
  const queue = [clientModule];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const edge of importsOf(file)) {
      if (edge.kind !== "static" || reached.has(edge.to)) continue;
      reached.set(edge.to, [...reached.get(file)!, edge.to]);
      if (!edge.to.startsWith("npm:") && !isServerActions(edge.to)) queue.push(edge.to);
    }
  }
  return reached;
}

const startUp = publicRoutes.map((route) => {
  const scripts = new Map<string, string[]>();
  for (const [client, trail] of clientModulesOf(route)) {
    for (const [file, path] of startUpImportsOf(client, trail)) if (!scripts.has(file)) scripts.set(file, path);
  }
  return { route, scripts };
});

const offenders = (refused: (file: string) => boolean) =>
  startUp.flatMap(({ scripts }) =>
    [...scripts].filter(([file]) => refused(file)).map(([, trail]) => trail.join(" → ")),
  );

describe("a public page's start-up scripts", () => {
  it("are read for every public route", () => {
    expect(publicRoutes.length).toBeGreaterThan(15);
    const home = startUp.find((r) => r.route === "app/(site)/page.tsx")!;
    expect(home.scripts.has("features/newsletter/components/newsletter-form.tsx")).toBe(true);
  });

  it("carry no staff code", () => {
    expect(offenders((file) => /(^|\/)admin\//.test(file) || file.startsWith("components/ui/"))).toEqual([]);
  });

  it("load the validation library, the toaster and the admin's class merger only when a guest needs them", () => {
    expect(offenders((file) => ["npm:zod", "npm:sonner", "npm:tailwind-merge"].includes(file))).toEqual([]);
  });

  it("load no dialog library: public dialogs are the browser's own", () => {
    expect(offenders((file) => file.startsWith("npm:@radix-ui/"))).toEqual([]);
  });
});
