import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, hintStartupScripts, startupScriptsIn, withCompileHint } from "../../scripts/compile-hints.mjs";

describe("startupScriptsIn", () => {
  it("lists every chunk a page loads with <script src>, whatever the attribute order, once each", () => {
    const html =
      '<head><script src="/_next/static/chunks/a1.js" async=""></script>' +
      '<script src="/_next/static/chunks/poly.js" noModule=""></script></head>' +
      '<body><script src="/_next/static/chunks/main.js" id="_R_" async=""></script>' +
      '<script>self.__next_f.push([1,"x"])</script><script src="/_next/static/chunks/a1.js" async=""></script>' +
      '<script type="application/ld+json">{}</script><script src="https://example.org/x.js"></script></body>';
    expect(startupScriptsIn(html)).toEqual(["static/chunks/a1.js", "static/chunks/main.js"]);
  });
});

describe("withCompileHint", () => {
  it("puts the hint on the first line, once", () => {
    const once = withCompileHint("(()=>{})();");
    expect(once).toBe(`${COMPILE_HINT}(()=>{})();`);
    expect(withCompileHint(once)).toBe(once);
  });
});

describe("hintStartupScripts", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function build(files: Record<string, string>) {
    dir = mkdtempSync(path.join(tmpdir(), "hints-"));
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), content);
    }
    return dir;
  }
  const read = (name: string) => readFileSync(path.join(dir, name), "utf8");

  it("marks the framework files and the pages' start-up chunks, not polyfills or lazily loaded chunks", () => {
    build({
      "build-manifest.json": JSON.stringify({
        rootMainFiles: ["static/chunks/framework.js", "static/chunks/runtime.js"],
        polyfillFiles: ["static/chunks/poly.js"],
      }),
      "server/app/index.html":
        '<script src="/_next/static/chunks/page.js" async=""></script><script src="/_next/static/chunks/poly.js" noModule=""></script>',
      "server/app/admin/menu.html": '<script src="/_next/static/chunks/admin.js" async=""></script>',
      "static/chunks/framework.js": "framework",
      "static/chunks/runtime.js": "runtime",
      "static/chunks/page.js": "page",
      "static/chunks/admin.js": "admin",
      "static/chunks/poly.js": "poly",
      "static/chunks/lazy-dialog.js": "lazy",
    });
    expect(hintStartupScripts(dir)).toEqual({ listed: 4, hinted: 4 });
    for (const name of ["framework", "runtime", "page", "admin"])
      expect(read(`static/chunks/${name}.js`)).toBe(COMPILE_HINT + name);
    expect(read("static/chunks/poly.js")).toBe("poly");
    expect(read("static/chunks/lazy-dialog.js")).toBe("lazy");
    // A second run changes nothing.
    expect(hintStartupScripts(dir)).toEqual({ listed: 4, hinted: 0 });
  });

  it("fails loudly when the build lists a file that is not there", () => {
    build({
      "build-manifest.json": JSON.stringify({ rootMainFiles: ["static/chunks/gone.js"] }),
    });
    expect(() => hintStartupScripts(dir)).toThrow(/gone\.js/);
  });
});
