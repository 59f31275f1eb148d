import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Schemas take zod from lib/zod.ts, which sets it up for the site's CSP.
    files: ["lib/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
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
