import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { readdirSync } from "node:fs";

// The layers (docs/architecture.md): app/ → features/ → plumbing (lib/, components/). Plumbing imports no
// feature and no route; a feature imports another only through its front doors: index.ts, client.ts and schema.ts.
const features = readdirSync(new URL("./features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaryZones = [
  {
    target: ["./lib", "./components"],
    from: ["./features", "./app"],
    message: "Plumbing imports no feature and no route: move the shared fact down, or pass it in.",
  },
  { target: "./features", from: "./app", message: "A feature never imports a route file." },
  ...features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./features/${feature}`,
        from: `./features/${other}`,
        except: ["./index.ts", "./client.ts", "./schema.ts"],
        message: `Import ${other} through its front door: @/features/${other} (or @/features/${other}/client in client code, @/features/${other}/schema for its form schemas).`,
      })),
  ),
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Schemas take zod from lib/zod.ts, which sets it up for the site's CSP.
    files: ["lib/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "features/**/*.{ts,tsx}"],
    ignores: ["lib/zod.ts", "lib/env.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message: "Import z from @/lib/zod (it configures zod for the CSP).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "features/**/*.{ts,tsx}", "lib/**/*.{ts,tsx,mjs}", "components/**/*.{ts,tsx}"],
    rules: { "import/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: boundaryZones }] },
  },
  {
    ignores: [
      ".next/**",
      ".data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "lib/db/migrations/**",
    ],
  },
];
export default config;
