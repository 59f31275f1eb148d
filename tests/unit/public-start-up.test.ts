import { describe, expect, it } from "vitest";
import { filesUnder, isClientModule, isServerActions, reachable } from "../support/import-graph";

// Next ships every client component that a route's server code imports, rendered or not, as a
// start-up script of that route; from there each script brings in what it imports. A guest's phone
// downloads and runs all of it before the page can answer a tap.

const publicRoutes = filesUnder("app/(site)").filter((file) =>
  /\/(page|layout|error|not-found|loading|template)\.tsx$/.test(file),
);

const isPackage = (file: string) => file.startsWith("npm:");

/** The client components a route's server code imports: it reads on through server modules only. */
const clientModulesOf = (route: string) =>
  [
    ...reachable(
      route,
      (edge) => edge.kind !== "type" && !isPackage(edge.to),
      (file) => !isClientModule(file),
    ),
  ].filter(([file]) => isClientModule(file));

/** What a client module runs at start-up: its static imports, short of the server's actions (the browser gets references). */
const startUpImportsOf = (clientModule: string, trail: string[]) =>
  reachable(
    clientModule,
    (edge) => edge.kind === "static",
    (file) => !isPackage(file) && !isServerActions(file),
    trail,
  );

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
