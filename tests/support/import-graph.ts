import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The project's own imports, read from the source as text: enough to see its layers and bundles. */

export const root = process.cwd();
const CODE = /\.(ts|tsx|mjs)$/;
const IMPORT =
  /(?:^|[\s;])(import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** `static` is what a module needs before it runs; `lazy` an `import()`; `type` is erased when compiled. */
export type ImportKind = "static" | "lazy" | "type";
export interface ImportEdge {
  from: string;
  to: string;
  kind: ImportKind;
}

export function filesUnder(dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((name) => CODE.test(name))
    .map((name) => path.join(dir, name));
}

/** A project path (`features/menu/price.ts`), `npm:<package>` for a package, or null for Node's own. */
function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? spec.slice(2)
    : spec.startsWith(".")
      ? path.normalize(path.join(path.dirname(from), spec))
      : null;
  if (base === null) {
    if (spec.startsWith("node:")) return null;
    const [scopeOrName, name] = spec.split("/");
    return `npm:${scopeOrName!.startsWith("@") ? `${scopeOrName}/${name}` : scopeOrName}`;
  }
  for (const ext of ["", ".ts", ".tsx", ".mjs", "/index.ts", "/index.tsx"]) {
    const candidate = path.join(root, base + ext);
    if (existsSync(candidate) && statSync(candidate).isFile()) return base + ext;
  }
  return null;
}

const typeOnlyClause = (clause: string | undefined) =>
  !!clause &&
  /^\{[^}]*\}$/.test(clause.trim()) &&
  clause
    .trim()
    .slice(1, -1)
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
    .every((name) => name.startsWith("type "));

const sources = new Map<string, string>();
export const sourceOf = (file: string) => {
  if (!sources.has(file)) sources.set(file, readFileSync(path.join(root, file), "utf8"));
  return sources.get(file)!;
};

export function importsOf(file: string): ImportEdge[] {
  return [...sourceOf(file).matchAll(IMPORT)].flatMap((m) => {
    const to = resolveImport(file, (m[4] ?? m[5])!);
    if (to === null) return [];
    const kind: ImportKind = m[5] ? "lazy" : m[2] || typeOnlyClause(m[3]) ? "type" : "static";
    return [{ from: file, to, kind }];
  });
}

const directive = (file: string, name: string) =>
  !file.startsWith("npm:") && new RegExp(`^(\\s*//[^\\n]*\\n)*\\s*["']${name}["']`).test(sourceOf(file));
export const isClientModule = (file: string) => directive(file, "use client");
export const isServerActions = (file: string) => directive(file, "use server");

/**
 * Every file reachable from `start` along the imports `follow` accepts, each with the trail that first
 * reached it (breadth first, so the shortest); `goesOn` says whether to read on past a file.
 */
export function reachable(
  start: string,
  follow: (edge: ImportEdge) => boolean,
  goesOn: (file: string) => boolean,
  trail: string[] = [start],
): Map<string, string[]> {
  const reached = new Map<string, string[]>([[start, trail]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (!goesOn(file)) continue;
    for (const edge of importsOf(file)) {
      if (!follow(edge) || reached.has(edge.to)) continue;
      reached.set(edge.to, [...reached.get(file)!, edge.to]);
      queue.push(edge.to);
    }
  }
  return reached;
}
